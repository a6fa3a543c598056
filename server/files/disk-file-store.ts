import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { checkedKey, type ByteRange, type FileStore, type ListedFile, type StoredFile } from './file-store'

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT' || (error as { code?: unknown }).code === 'ENOTDIR'

/**
 * Files on this machine's disk, under DATA_DIR: a key is a path below it (`uploads/…` is
 * DATA_DIR/uploads/…, where files have always been). A file is written beside its place under a
 * name beginning with a dot, synced to the disk, then renamed: a reader sees the whole file or none,
 * and a crash leaves no half file under its name.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk'
  readonly location: string

  constructor(readonly root: string) {
    this.location = path.resolve(root)
  }

  /** The file's path on this disk. */
  pathOf(key: string): string {
    return path.join(this.root, checkedKey(key))
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`)
    const handle = await fs.open(temp, 'w')
    try {
      if (Buffer.isBuffer(body)) await handle.writeFile(body)
      else for await (const chunk of body as AsyncIterable<Buffer>) await handle.write(chunk)
      await handle.sync()
    } catch (error) {
      await handle.close().catch(() => {})
      await fs.rm(temp, { force: true })
      throw error
    }
    await handle.close()
    await fs.rename(temp, target)
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key)
    try {
      const stat = await fs.stat(file)
      if (!stat.isFile()) return null
      return { size: stat.size, modified: stat.mtime, stream: (range?: ByteRange) => createReadStream(file, range ? { start: range.start, end: range.end } : {}) }
    } catch (error) {
      if (missing(error)) return null
      throw error
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key))
    } catch (error) {
      if (missing(error) || (error as { code?: unknown }).code === 'EISDIR') return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true }).catch((error: unknown) => {
      // A folder is no file: what is under it goes by removeAll.
      if ((error as { code?: unknown }).code !== 'ERR_FS_EISDIR') throw error
    })
  }

  async removeAll(prefix: string): Promise<void> {
    const target = this.pathOf(prefix)
    if (prefix.endsWith('/')) {
      await fs.rm(target, { recursive: true, force: true }).catch((error: unknown) => {
        // A file where the folder would be: nothing is under it.
        if ((error as { code?: unknown }).code !== 'ENOTDIR') throw error
      })
      return
    }
    // A whole key, or the start of names in a folder.
    const folder = path.dirname(target)
    const start = path.basename(target)
    const names = await fs.readdir(folder).catch(() => [] as string[])
    await Promise.all(names.filter((name) => name.startsWith(start)).map((name) => fs.rm(path.join(folder, name), { recursive: true, force: true })))
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const base = prefix.endsWith('/') || prefix === '' ? prefix : `${path.posix.dirname(prefix)}/`.replace(/^\.\//, '')
    const found: ListedFile[] = []
    const walk = async (relative: string): Promise<void> => {
      const entries = await fs.readdir(path.join(this.root, relative), { withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue
        const key = `${relative}${entry.name}`
        if (entry.isDirectory()) {
          if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(`${key}/`)
        } else if (entry.isFile() && key.startsWith(prefix)) {
          const stat = await fs.stat(path.join(this.root, key)).catch(() => null)
          if (stat) found.push({ key, size: stat.size, modified: stat.mtime })
        }
      }
    }
    await walk(base === './' ? '' : base)
    found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    yield* found
  }

  async signedUrl(): Promise<string | null> {
    return null
  }

  async localCopy(key: string) {
    return { path: this.pathOf(key), release: async () => {} }
  }

  async close(): Promise<void> {}
}

