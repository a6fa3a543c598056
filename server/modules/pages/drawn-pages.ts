import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { open } from 'lmdb'
import { recentValues } from '../../recent-values'
import type { SiteRecord } from '../sites/site-repository'

/** A card page drawn before anyone asked for it: its brotli form and what answering it needs. */
export type DrawnPage = {
  /** What it was drawn from (`drawingTag`): a page whose tag is not the one of now is stale. */
  tag: string
  etag: string
  styleHashes: string[]
  scriptHashes: string[]
  br: Buffer
}

/**
 * Card pages drawn ahead, on the local disk (DATA_DIR/drawn-pages, an LMDB file that the
 * processes sharing the DATA_DIR share): at a million cards, most visits are to a card no process
 * has in memory, and reading its page here costs a few microseconds where reading the card from
 * the database and drawing and compressing its page cost a millisecond. Keys are the card page
 * cache's: the site's id, the origin, the card's key, separated by spaces.
 */
export type DrawnPageStore = ReturnType<typeof openDrawnPages>

export function openDrawnPages(dataDir: string) {
  const pages = open<DrawnPage, string>({ path: path.join(dataDir, 'drawn-pages'), compression: false })
  return {
    get: (key: string): DrawnPage | undefined => pages.get(key),
    put: (key: string, page: DrawnPage): Promise<boolean> => pages.put(key, page),
    /** The keys stored under a site and origin (`${siteId} ${origin} `), in order. */
    keysUnder: (prefix: string): Iterable<string> => pages.getKeys({ start: prefix, end: `${prefix}\uffff` }),
    remove: (key: string): Promise<boolean> => pages.remove(key),
    close: (): Promise<void> => pages.close(),
  }
}

/**
 * What the server's drawing code is: a hash of the built server's files (server-build/, where this
 * file is bundled), so a page drawn by another build is stale. Run from its sources (tests,
 * development) the code can change under the same file names, so each process draws its own.
 */
function serverCodeOf(file: string): string {
  if (file.endsWith('.ts')) return randomUUID()
  const directory = path.dirname(file)
  const hash = createHash('sha256')
  for (const name of readdirSync(directory).filter((name) => name.endsWith('.js')).sort()) hash.update(name).update(readFileSync(path.join(directory, name)))
  return hash.digest('base64url').slice(0, 16)
}
let drawingCode: string | undefined

const templateStamps = recentValues<string>(16)
const siteStamps = new WeakMap<SiteRecord, string>()
const stampOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

/**
 * Everything a card page is drawn from but the card and its brand: the server's drawing code, the
 * build's card page template, the site (its name, colours, logo…), and the number the brand's
 * card pages are at (brands.cards_version, raised by every change to its cards, its name or its
 * appointment types). The origin is in the page's key.
 */
export function drawingTag(site: SiteRecord, template: string, cardsVersion: number): string {
  let siteStamp = siteStamps.get(site)
  if (siteStamp === undefined) siteStamps.set(site, (siteStamp = stampOf(JSON.stringify(site))))
  drawingCode ??= serverCodeOf(fileURLToPath(import.meta.url))
  return `${drawingCode} ${templateStamps(template, () => stampOf(template))} ${siteStamp} ${cardsVersion}`
}
