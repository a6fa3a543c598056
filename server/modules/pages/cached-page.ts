import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { recentValues } from '../../recent-values'
import { fixedPageSecurityHeaders } from '../../security-headers'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

type Encoding = 'br' | 'gzip'

/**
 * A page whose bytes are the same for every visitor until what it shows changes (a card, a
 * landing): its policy names its inline styles by hash instead of a nonce, so it is compressed
 * once per version and answered 304 when the browser already has this version.
 */
export type CachedPage = {
  /**
   * The page's text; none for a page drawn ahead (drawn-pages.ts), which is kept in brotli only
   * and handed only to a browser that takes brotli.
   */
  html: string | null
  /** A strong validator of these exact bytes. */
  etag: string
  /** The sha256 sources of the page's own inline `<style>` elements, for its policy. */
  styleHashes: string[]
  /** The sha256 sources of the inline scripts the page's template holds (card-start.ts), for its policy; none but those run. */
  scriptHashes: string[]
  /** Each encoding made well the second time a browser asks for the page compressed, then kept with it. */
  encoded: Map<Encoding, Promise<Buffer>>
  /** Whether the page has been answered compressed yet: its first such answer is made fast and not kept. */
  compressedOnce: boolean
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/**
 * Hashes of style texts met lately. Most pages' styles are one of a few texts (the card page's
 * styles with its brand's colours), so a page drawn for the first time, as most are at a million
 * cards, looks its style up instead of hashing it again.
 */
const styleHashes = recentValues<string>(1_000)
const styleHash = (text: string) => styleHashes(text, () => `'sha256-${sha256(text)}'`)

/** `'sha256-…'` of the text of every inline `<style>` element in the page. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) hashes.add(styleHash(match[1]!))
  return [...hashes]
}

export function cachedPageOf(html: string, scriptHashes: string[] = []): CachedPage & { html: string } {
  return {
    html,
    etag: `"${sha256(html).slice(0, 27).replace(/\+/g, '-').replace(/\//g, '_')}"`,
    styleHashes: inlineStyleHashes(html),
    scriptHashes,
    encoded: new Map(),
    compressedOnce: false,
  }
}

const acceptsGzip = (header: string | string[] | undefined) => /\bgzip\b/.test(String(header ?? ''))

function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (/\bbr\b/.test(String(header ?? ''))) return 'br'
  return acceptsGzip(header) ? 'gzip' : null
}

/**
 * Brotli at quality 6 with a window no larger than the page needs. The window matters most: a 17 KB
 * card page took 30–40 ms at brotli's default 4 MB window (it sets up tables for all of it) and
 * 0.3 ms at 64 KB, for the same 4.6 KB. Quality 6 makes the card page 12 bytes larger than 9 and
 * the landing the same size, in two thirds of the time (0.23 against 0.35 ms for the card).
 * Gzip level 6 makes the same size as 9 here, 6× faster. A page asked for a second time since a
 * change pays this once, on the visitor's request.
 */
function brotliOptions(size: number): zlib.BrotliOptions {
  const window = Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1))))
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

function encodedBody(page: CachedPage, html: string, encoding: Encoding): Promise<Buffer> {
  let body = page.encoded.get(encoding)
  if (!body) {
    body = encoding === 'br' ? brotli(html, brotliOptions(Buffer.byteLength(html))) : gzip(html, { level: 6 })
    page.encoded.set(encoding, body)
    // A failed compression is not kept: the next request tries again.
    body.catch(() => page.encoded.delete(encoding))
  }
  return body
}

/** The page in brotli as it is kept: made well, once (a page drawn ahead is stored so). */
export const wellCompressed = (page: CachedPage, html: string): Promise<Buffer> => encodedBody(page, html, 'br')

/** A page drawn ahead, as it was stored: only its brotli form, ready to send. */
export function drawnPageOf(stored: { etag: string; styleHashes: string[]; scriptHashes: string[]; br: Buffer }): CachedPage {
  const { etag, styleHashes, scriptHashes, br } = stored
  return { html: null, etag, styleHashes, scriptHashes, encoded: new Map([['br', Promise.resolve(br)]]), compressedOnce: true }
}

/** Whether the browser takes brotli, the only form a page drawn ahead is kept in. */
export const takesBrotli = (request: FastifyRequest): boolean => preferredEncoding(request.headers['accept-encoding']) === 'br'

/**
 * A page's first compressed answer: brotli at quality 1 (gzip at level 1 for a browser that takes
 * no brotli), on the request's own thread, kept by nobody. At a million cards most visits are a
 * card's first since it was drawn, and the page's good compression (brotli at quality 6, on
 * Node's thread pool) was most of what the server spent on such a visit: about 0.6 ms of CPU for
 * a 17 KB card page. Gzip at level 1 took 0.1 ms for about 20 % more bytes (5.8 against 4.8 KB);
 * brotli at quality 1, with a window the size of the page, two thirds of that for 6.0 KB. A page
 * asked for again is worth compressing well, once. A page drawn for one answer only (a video's, a
 * content page's) is always sent so, as most servers send what they draw per request; one longer
 * than this goes to the thread pool instead.
 */
const fastMaxLength = 64 * 1024

const fastBrotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { ...brotliOptions(size).params, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
})

type Variant = Encoding | 'gzip-fast' | 'br-fast'

/** The page's validator for one variant: each is its own bytes, so its own strong tag. */
const etagOf = (page: CachedPage, variant: Variant | null) => (variant ? `${page.etag.slice(0, -1)}-${variant}"` : page.etag)

/** Answers the page: 304 when the browser's copy is this version, else the bytes in the best encoding it takes. */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  options: { forWhoAsked?: boolean; inReadersLanguage?: boolean } = {},
): Promise<FastifyReply> {
  fixedPageSecurityHeaders(reply, page.styleHashes, page.scriptHashes, { isPublic: !options.forWhoAsked })
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  // A page drawn for who asked (a private video's) is kept by no cache on the way.
  reply
    .header('etag', etagOf(page, encoding))
    .header('cache-control', options.forWhoAsked ? 'private, no-cache' : 'no-cache')
    // A site of several languages draws the page in the reader's: the browser's languages and the one chosen (a cookie) pick it.
    .header('vary', options.forWhoAsked || options.inReadersLanguage ? `accept-encoding${options.inReadersLanguage ? ', accept-language' : ''}, cookie` : 'accept-encoding')
  const seen = request.headers['if-none-match']
  // Weak comparison, as If-None-Match asks: a copy in any encoding is this version. "*" matches any version the browser has.
  const versions = new Set([etagOf(page, null), etagOf(page, 'br'), etagOf(page, 'gzip'), etagOf(page, 'gzip-fast'), etagOf(page, 'br-fast')])
  if (seen && seen.split(',').some((tag) => tag.trim() === '*' || versions.has(tag.trim().replace(/^W\//, '')))) return reply.code(304).send()
  reply.type('text/html; charset=utf-8')
  const { html } = page
  if (html === null) {
    const drawn = encoding === 'br' ? page.encoded.get('br') : undefined
    if (!drawn) throw new Error('A page kept in brotli only was to be answered to a browser that takes no brotli')
    return reply.header('content-encoding', 'br').send(await drawn)
  }
  if (!encoding) return reply.send(html)
  const firstCompressed = !page.compressedOnce
  page.compressedOnce = true
  if (firstCompressed && !page.encoded.has(encoding) && html.length <= fastMaxLength) {
    const fast =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, fastBrotliOptions(Buffer.byteLength(html)))
        : zlib.gzipSync(html, { level: 1 })
    return reply.header('etag', etagOf(page, `${encoding}-fast`)).header('content-encoding', encoding).send(fast)
  }
  const body = await encodedBody(page, html, encoding)
  return reply.header('content-encoding', encoding).send(body)
}
