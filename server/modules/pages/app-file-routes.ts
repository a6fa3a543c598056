import { keepAskedLocale, requestLocale, siteLocales } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import { defineMessages } from '@formatjs/intl'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAppScreenPath } from '../../../src/domain/app-addresses'
import { brandTokens } from '../../../src/theme/brand-tokens'
import { escapeHtml } from '../../html'
import { pageSecurityHeaders, serviceWorkerHeaders } from '../../security-headers'
import type { SiteRecord } from '../sites/public'
import type { AppContext } from '../../app-context'
import { builtFile } from './built-file'
import { sendCachedPage, type CachedPage } from './cached-page'
import type { LandingPageSender } from './landing-page'
import type { SitePages } from './site-pages'
import { withNonce, withoutNonceMarks } from './page-nonce'
import { withStartAfterPaint } from './card-start'

const words = defineMessages({
  noApiRoute: { id: 'pagesErrors.noApiRoute', defaultMessage: 'No API route {method} {path}' },
  notFound: { id: 'pagesErrors.notFound', defaultMessage: 'Not found: {path}' },
})

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Puts the host's brand name and colour into the page before any script runs. */
export function brandIndexHtml(template: string, brand: { name: string; primary: string } | null): string {
  if (!brand) return template
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(brand.primary)}$2`)
}

/** The page of a published card of the site, drawn into the card page's template; null for any other key. */
export type CardPageRenderer = (request: FastifyRequest, site: SiteRecord, key: string, template: string) => Promise<CachedPage | null>

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

const compress = (html: string, encoding: 'br' | 'gzip' | null): Promise<Buffer | string> =>
  encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? gzip(html)
      : Promise.resolve(html)

/**
 * Serves the built app: hashed assets cached for good, everything else revalidated, and
 * index.html for app routes (paths without a file extension) — never for /api or missing files.
 */
export async function appFileRoutes(
  app: FastifyInstance,
  options: { context: AppContext; staticDir: string; renderCardPage?: CardPageRenderer; sendLandingPage?: LandingPageSender; sitePages?: SitePages },
) {
  const { context, staticDir, renderCardPage } = options
  // `?lang=` on any page is a choice kept on the device (request-locale.ts); asked before the page is drawn.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.includes('lang=')) return
    keepAskedLocale(request, reply, (await context.repositories.sites.findByHost(request.hostname))?.meta)
  })

  const readTemplate = builtFile(path.join(staticDir, 'index.html'), (text) => text)
  // The card page's own entry (card.html): the card's markup and its small script, not the app,
  // started once the card has been painted (card-start.ts).
  const readCardTemplate = builtFile(path.join(staticDir, 'card.html'), (text) => withStartAfterPaint(withoutNonceMarks(text)))

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    // The build writes .br and .gz beside each text file (build/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  // The worker's own policy lets it fetch the images of the pages it serves from other hosts.
  app.get('/sw.js', (_request, reply) => serviceWorkerHeaders(reply).sendFile('sw.js'))

  /** The app, which draws the screen of the address; with 404, its "not found" screen. */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) {
    let html: string
    try {
      html = await readTemplate()
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build` (npm start builds it when missing).')
    }
    const site = await context.repositories.sites.findByHost(request.hostname)
    const brand = site ? { name: site.meta.name, primary: brandTokens(site.meta.colors).primary.solid } : null
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    const page = brandIndexHtml(html, brand)
    // Every app shell answer has a nonce of its own, so each is compressed as it is sent.
    const nonce = pageSecurityHeaders(reply)
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(await compress(withNonce(page, html, nonce), encoding))
  }

  /**
   * The page another module draws, or the app when it has none. A sender's promise is settled once
   * its page is sent, to nothing (a sent reply is a thenable, which `await` follows), so whether it
   * answered is asked of the reply, never of what the promise gave.
   */
  async function pageOrApp(request: FastifyRequest, reply: FastifyReply, sending: Promise<unknown> | undefined, otherwise: 200 | 404 = 200) {
    await sending
    return reply.sent ? reply : sendIndex(request, reply, otherwise)
  }

  // A visitor's home page is the server's drawn landing (landing-page.ts); the app shell otherwise.
  // Which of the two depends on the session cookies, which caches must know (and the landing of a
  // site of several languages on the reader's, which it said already).
  const varyOnSession = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const byLanguage = String(reply.getHeader('vary') ?? '').includes('accept-language')
    reply.header('vary', byLanguage ? 'accept-encoding, accept-language, cookie' : 'accept-encoding, cookie')
    return payload
  }
  app.get('/', { onSend: varyOnSession }, (request, reply) => pageOrApp(request, reply, options.sendLandingPage?.(request, reply)))
  app.get('/index.html', sendIndex)

  // A published card of the host's brand, or the brand's business page: its own page, the same
  // bytes for every visitor (ETag, 304, compressed once per version). Any other /vcard/{name} (an
  // unknown, withdrawn or draft card) is the app's, which says it is not there (or shows a draft
  // to its brand's people), answered 404; without the card page's build, the app decides alone.
  app.get<{ Params: { key: string } }>('/vcard/:key', async (request, reply) => {
    const site = renderCardPage ? await context.repositories.sites.findByHost(request.hostname) : null
    const template = site ? await readCardTemplate().catch(() => null) : null
    const page = site && template !== null ? await renderCardPage!(request, site, request.params.key, template) : null
    return page ? sendCachedPage(request, reply, page, { inReadersLanguage: siteLocales(site?.meta).length > 1 }) : sendIndex(request, reply, template === null ? 200 : 404)
  })

  // A video's own page (videos/video-page.ts), or the app's screen when the build has no template.
  app.get<{ Params: { id: string } }>('/video/:id', (request, reply) => pageOrApp(request, reply, options.sitePages?.video?.(request, reply, request.params.id)))

  // A card's address with a slash after it (a link typed or pasted so) is the same card.
  app.get<{ Params: { key: string } }>('/vcard/:key/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    return reply.redirect(`/vcard/${encodeURIComponent(request.params.key)}${query}`, 301)
  })

  // An address no route has: a published content page of the site, drawn here; else the app,
  // answered 200 when one of its screens is there and 404 (its "not found" screen) when none is.
  // The API, files and uploads are never the app's: what is not there is a 404 in JSON.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    const isFileAddress = /\.[a-z0-9]+$/i.test(pathname) || /^\/(uploads|assets|icons|\.well-known)(\/|$)/.test(pathname)
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFileAddress) {
      const segment = /^\/([^/]+)$/.exec(pathname)?.[1]
      const sendContentPage = options.sitePages?.content
      return pageOrApp(request, reply, segment ? sendContentPage?.(request, reply, segment) : undefined, isAppScreenPath(pathname) ? 200 : 404)
    }
    return reply.code(404).send({
      status: 'error',
      code: 'not_found',
      message: sayWith(translatorFor(requestLocale(request)))(isApi ? words.noApiRoute : words.notFound, { method: request.method, path: pathname }),
    })
  })
}
