import { createHash, randomBytes } from 'node:crypto'
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { BuildInfo } from '../../build/build-info-plugin'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The build's files that name others or carry the build's id: what a new build changes. */
const text = /\.(js|css|html|json|webmanifest|svg)$/
/** A script or stylesheet Vite named after its content (`assets/index-B1YiFVmG.js`). */
const hashedAsset = /^(.+)-([\w-]{8})\.(js|css)$/

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Copies the build in `from` to `to` as the next deploy would bring it, without building again:
 * a new id and a later time in build-info.json and in the app's code (`__MARQUE_BUILD__`), every
 * script and stylesheet under a new name (a real build's hashes change with the code) and named
 * so everywhere, the service worker's precache naming them and giving index.html and
 * build-info.json new revisions, and the compressed copies made again. The browser then finds a
 * new worker, with a new precache, serving a page that says it is the new build: what it meets
 * after `vite build` has run again. Answers the new build's info.
 */
export async function copyAsNewBuild(from: string, to: string): Promise<BuildInfo> {
  await cp(from, to, { recursive: true })
  const first = JSON.parse(await readFile(path.join(from, 'build-info.json'), 'utf8')) as BuildInfo
  const next: BuildInfo = { id: randomBytes(8).toString('hex'), time: Math.max(Date.now(), first.time + 1) }

  const files: string[] = []
  for await (const file of filesUnder(to)) if (text.test(file)) files.push(file)
  const renamed = new Map<string, string>()
  for (const file of files) {
    const match = hashedAsset.exec(path.basename(file))
    if (!match) continue
    const hash = createHash('sha256').update(`${next.id}${match[0]}`).digest('base64url').slice(0, 8)
    renamed.set(match[0], `${match[1]}-${hash}.${match[3]}`)
  }
  const names = new RegExp([...renamed.keys()].map(escaped).join('|'), 'g')

  let carriesBuild = 0
  const changed = new Set<string>()
  for (const file of files) {
    const before = await readFile(file, 'utf8')
    let after = before.replace(names, (name) => renamed.get(name)!)
    if (file.endsWith('.js') && after.includes(first.id)) {
      carriesBuild += 1
      after = after.replaceAll(first.id, next.id).replaceAll(String(first.time), String(next.time))
    }
    if (after !== before) {
      await writeFile(file, after)
      changed.add(file)
    }
  }
  if (carriesBuild === 0) throw new Error(`No script of the build in ${from} carries its id ${first.id}: the app no longer reads __MARQUE_BUILD__ as the build defines it`)
  await writeFile(path.join(to, 'build-info.json'), `${JSON.stringify(next)}\n`)
  changed.add(path.join(to, 'build-info.json'))

  for (const file of files) {
    const name = renamed.get(path.basename(file))
    if (!name) continue
    const target = path.join(path.dirname(file), name)
    await rename(file, target)
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
    changed.delete(file)
    changed.add(target)
  }

  // The worker's precache keys files without a hash in their name by a revision, the MD5 of their
  // content (workbox-build): index.html and build-info.json have new content, so new revisions.
  const workerFile = path.join(to, 'sw.js')
  const worker = await readFile(workerFile, 'utf8')
  const revised = await replaceAsync(worker, /\{"revision":"[0-9a-f]{32}","url":"([^"]+)"\}/g, async (entry, url: string) => {
    const content = await readFile(path.join(to, url)).catch(() => null)
    return content ? `{"revision":"${createHash('md5').update(content).digest('hex')}","url":"${url}"}` : entry
  })
  if (revised === worker) throw new Error(`The service worker of the build in ${from} lists no revision to renew: workbox-build writes its precache list another way now`)
  await writeFile(workerFile, revised)
  changed.add(workerFile)

  for (const file of changed) {
    const bytes = await readFile(file)
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
    if (bytes.length < 1024) continue
    await writeFile(`${file}.br`, await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
    await writeFile(`${file}.gz`, await gzip(bytes))
  }
  return next
}

async function replaceAsync(textIn: string, pattern: RegExp, replace: (match: string, ...groups: string[]) => Promise<string>): Promise<string> {
  const matches = [...textIn.matchAll(pattern)]
  const replacements = await Promise.all(matches.map((match) => replace(match[0], ...(match.slice(1) as string[]))))
  let result = ''
  let last = 0
  matches.forEach((match, index) => {
    result += textIn.slice(last, match.index) + replacements[index]
    last = match.index + match[0].length
  })
  return result + textIn.slice(last)
}
