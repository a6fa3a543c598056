import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { recentValues } from '../../recent-values'
import type { SiteRecord } from '../sites/public'

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
 * Card pages drawn ahead, on the local disk (DATA_DIR/drawn-pages unless DRAWN_PAGES_DIR says
 * otherwise: an LMDB file, which the processes of one machine that name it share; never on a
 * network file system, where LMDB's locks and memory map do not hold). At a million cards most
 * visits are to a card no process has in memory, and reading its page here costs a few
 * microseconds where reading the card from the database and drawing and compressing its page cost
 * a millisecond. Keys are the card page
 * cache's: the site's id, the origin, the card's key, separated by spaces. Opened by a server of
 * other code than the one that drew them, the pages are all dropped: none of them can be current,
 * and the pages of cards deleted since are dropped with them.
 */
export type DrawnPageStore = Awaited<ReturnType<typeof openDrawnPages>>

// Where the store notes the code its pages were drawn by; no page's key (a site's id first) is it.
const codeKey = 'drawn by'

/**
 * `directory` is the store's own (config.drawnPagesDir); `code` the drawing code of this server
 * (tests name others). LMDB is loaded here, at the first visit that needs it, not at start.
 */
export async function openDrawnPages(directory: string, code = drawingCode()) {
  const { open } = await import('lmdb')
  const pages = open<DrawnPage | string, string>({ path: directory, compression: false })
  if (pages.get(codeKey) !== code) {
    pages.clearSync()
    pages.putSync(codeKey, code)
  }
  return {
    get: (key: string): DrawnPage | undefined => pages.get(key) as DrawnPage | undefined,
    put: (key: string, page: DrawnPage): Promise<boolean> => pages.put(key, page),
    /** The keys stored under a site and origin (`${siteId} ${origin} `), in order. */
    keysUnder: (prefix: string): Iterable<string> => pages.getKeys({ start: prefix, end: `${prefix}\uffff` }),
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
let serverCode: string | undefined
const drawingCode = () => (serverCode ??= serverCodeOf(fileURLToPath(import.meta.url)))

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
  return `${drawingCode()} ${templateStamps(template, () => stampOf(template))} ${siteStamp} ${cardsVersion}`
}
