import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FileStore, ListedFile } from './file-store'
import { contentTypeOfUpload } from '../upload-store'

/**
 * The folders of the app's files. Unfinished video uploads (`videos-incoming/`) go too: tus's parts
 * are kept alike in every store, so an upload begun before the move goes on after it.
 */
export const copiedFolders = ['uploads/', 'videos/', 'videos-incoming/'] as const

/** Files checked at once: most are small photos, where the time goes on the requests, not the bytes. */
const filesAtOnce = 8

export type CopySummary = { copied: number; copiedBytes: number; alreadyThere: number; failed: number }

/** The type the app gives a file it puts (server/upload-store.ts, server/modules/videos/upload-parts.ts); it puts the others without one. */
function contentTypeOf(key: string): string | undefined {
  if (key.startsWith('videos-incoming/') && key.endsWith('/upload.json')) return 'application/json'
  return key.startsWith('uploads/') ? contentTypeOfUpload(key) : undefined
}

async function digest(bytes: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of bytes as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { sha256: hash.digest('hex'), size }
}

/**
 * One file: left alone when the target has it with the same size and checksum (one its copy put),
 * else put with the source's checksum and read back whole: a copy whose bytes differ is removed
 * again, so that no object claims a checksum its bytes do not have.
 */
async function copyFile(from: FileStore, to: FileStore, file: ListedFile): Promise<{ outcome: 'copied' | 'already-there' | 'gone'; size: number }> {
  const source = await from.open(file.key)
  // Removed by the app since it was listed (a photo replaced, a video deleted): nothing to copy.
  if (!source) return { outcome: 'gone', size: 0 }
  const { sha256, size } = await digest(source.stream())
  const kept = await to.open(file.key)
  if (kept && kept.size === size && kept.sha256 === sha256) return { outcome: 'already-there', size }
  await to.put(file.key, source.stream(), { sha256, contentType: contentTypeOf(file.key) })
  const copy = await to.open(file.key)
  const check = copy ? await digest(copy.stream()) : null
  if (check?.size !== size || check.sha256 !== sha256) {
    await to.remove(file.key)
    throw new Error(check ? 'the copy read back differs from the file (changed while it was copied?)' : 'the copy is not there once put')
  }
  return { outcome: 'copied', size }
}

/**
 * Copies every file of the app from one store to another (the disk to a bucket, when a deployment
 * moves to object storage), and changes nothing in the source. Each run copies only what the target
 * lacks or holds otherwise, so it can run while the server runs, again after an interruption, and
 * once more after the servers stop to take what came in meanwhile.
 */
export async function copyFiles(from: FileStore, to: FileStore, print: (line: string) => void): Promise<CopySummary> {
  // A bucket that cannot be reached (its name, the credentials) stops the copy before any file, with its error.
  for await (const _ of to.list(copiedFolders[0])) break
  print(`Copying the files under ${copiedFolders.join(', ')} from ${from.location} to ${to.location}`)
  const files: ListedFile[] = []
  for (const folder of copiedFolders) for await (const file of from.list(folder)) files.push(file)

  const summary: CopySummary = { copied: 0, copiedBytes: 0, alreadyThere: 0, failed: 0 }
  let gone = 0
  let next = 0
  const work = async () => {
    while (next < files.length) {
      const file = files[next++]!
      try {
        const { outcome, size } = await copyFile(from, to, file)
        if (outcome === 'gone') gone++
        else if (outcome === 'already-there') summary.alreadyThere++
        else {
          summary.copied++
          summary.copiedBytes += size
        }
      } catch (error) {
        summary.failed++
        print(`Failed: ${file.key}: ${error instanceof Error ? error.message : String(error)}`)
      }
      const done = summary.copied + summary.alreadyThere + summary.failed + gone
      if (done % 1000 === 0) print(`… ${done} of ${files.length} files`)
    }
  }
  await Promise.all(Array.from({ length: filesAtOnce }, work))

  const megabytes = (summary.copiedBytes / 1_000_000).toFixed(1)
  const goneNote = gone ? `, ${gone} removed by the app before they were copied` : ''
  const failedNote = summary.failed ? ` — run it again: it copies only what is missing or differs` : ''
  print(`Copied ${summary.copied} files (${megabytes} MB), ${summary.alreadyThere} already there, ${summary.failed} failed${goneNote}${failedNote}`)
  return summary
}
