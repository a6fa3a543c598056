import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import helmet from 'helmet'
import { recentValues } from './recent-values'

// Every middleware here is built once, at start: helmet's middlewares then only set the headers
// they were built with. (@fastify/helmet builds helmet anew for every request, which cost the site
// lookup about a third of its answers a second: docs/decisions.md.)

/** Where rich text's video blocks play (src/rich-text/video-embed.ts writes only these). */
const videoPlayers = ['https://www.youtube.com', 'https://player.vimeo.com']

type Source = string | ((request: IncomingMessage, response: ServerResponse) => string)

/** The nonce of each page answer while its policy is written (pageSecurityHeaders). */
const pageNonces = new WeakMap<object, string>()
const pageNonceSource: Source = (_request, response) => `'nonce-${pageNonces.get(response)}'`

/**
 * What a page of the app may load and run. Scripts and style elements come from the server's own
 * files, or carry the nonce of the answer they came in (the branded index.html, the card page's
 * first-paint styles, Emotion's runtime styles); nothing inline runs without it. Style attributes
 * stay allowed: rich text (KaTeX, text colours) and the card page's colour variables use them, and a
 * style attribute can neither run script nor hold a selector. Images may come from any https host,
 * as rich text may embed them. docs/decisions.md gives the reasons for each line.
 */
function appPolicy({ ownInline = [], inlineStyles = [], inlineScripts = [], connect = [] }: { ownInline?: Source[]; inlineStyles?: string[]; inlineScripts?: string[]; connect?: string[] } = {}) {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...ownInline, ...inlineScripts],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", ...ownInline, ...inlineStyles],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // hls.js plays through a MediaSource, which the video element reads from a blob: address.
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...connect],
      frameSrc: videoPlayers,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  })
}
const pagePolicy = appPolicy({ ownInline: [pageNonceSource] })
/**
 * Policies of pages that name their inline styles by hash, built once per set of hashes. Pages
 * change with their cards and brands; the policies of old versions are dropped now and then.
 */
const fixedPolicies = recentValues<ReturnType<typeof appPolicy>>(1_000)
// The service worker obeys the policy of its script's answer: it fetches the images of the pages it
// serves (cache first), and rich text shows images from any https host.
const serviceWorkerPolicy = appPolicy({ connect: ['https:'] })

/**
 * Everything the server answers: JSON, files, errors and pages. Nothing may load from an answer
 * that is no page, and nothing may frame any answer; no type sniffing; read by this origin only,
 * but for the uploads (readableFromAnySite). With HSTS on answers that came over HTTPS
 * (`strictTransport`), this is the set OWASP gives a REST answer, and all a JSON body needs.
 */
const everyAnswer = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xContentTypeOptions: true,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

/**
 * What only a page (an HTML answer a browser shows) acts on: a referrer that leaves the site as
 * its origin only, and helmet's defaults for the older headers. Sent on JSON and files as well,
 * they were a third of a small answer's bytes and did nothing.
 */
const pageOnly = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: false,
  crossOriginResourcePolicy: false,
  xContentTypeOptions: false,
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
})
/**
 * A browsing context group of its own (Cross-Origin-Opener-Policy: same-origin): no window of
 * another site keeps a handle on the page. The app's pages and a page drawn for who asked carry it.
 * A public page (a card, a landing, a content page, a public video's) goes without: it holds
 * nothing another site could not fetch itself, and Chromium gives a page with the header a new
 * renderer when it is reached from a page without it, which made the card's first task after
 * a navigation two to three times as long (docs/decisions.md).
 */
const ownBrowsingContext = helmet.crossOriginOpenerPolicy({ policy: 'same-origin' })
/**
 * HTTP Strict Transport Security, without includeSubDomains (a brand's own domain has subdomains
 * that are not ours). Only on an answer that came over HTTPS, as RFC 6797 (7.2) requires: a
 * browser ignores it over plain HTTP, where anyone on the way could have written it.
 */
const strictTransport = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false })
const crossOriginReadable = helmet.crossOriginResourcePolicy({ policy: 'cross-origin' })

/**
 * The browser features a page may use: copying a card's address, and full-screen,
 * picture-in-picture and protected playback inside the video players. Web Share (the card's Share
 * button) keeps its default, this page and not its frames: naming it draws an "unrecognized
 * feature" warning from browsers that have no Web Share, such as Chromium on desktop Linux.
 * Everything else a page could ask the person for is off, for the page and anything it frames.
 */
const players = videoPlayers.map((origin) => `"${origin}"`).join(' ')
const permissionsPolicy = [
  'clipboard-write=(self)',
  `fullscreen=(self ${players})`,
  `picture-in-picture=(self ${players})`,
  `encrypted-media=(self ${players})`,
  ...[
    'accelerometer', 'camera', 'clipboard-read', 'display-capture', 'geolocation', 'gyroscope', 'hid',
    'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'screen-wake-lock', 'serial', 'usb',
  ].map((feature) => `${feature}=()`),
].join(', ')

// helmet's middlewares go on at once; they fail only on options they refuse, which they refuse
// when they are built, at start.
const applied = (error?: unknown) => {
  if (error) throw error
}

/**
 * The headers a helmet middleware sets, read from it once: none of them depends on the request, so
 * each answer gets them in one loop instead of through helmet's chain of middlewares. Named in
 * lower case, as the reply keeps them, so none is converted again for each answer.
 */
function headersOf(middleware: typeof everyAnswer): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string | string[]) => void headers.push([name.toLowerCase(), [value].flat().join(', ')]),
    removeHeader: () => undefined,
  }
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, applied)
  return headers
}

/**
 * Where helmet's middlewares write a header: into the reply's own headers, beside the ones the
 * route sets, which Fastify hands to Node in one writeHead. (Written on the raw response, every
 * header was checked and stored twice, and a route's own headers went through the slow path.)
 */
function replyHeaders(reply: FastifyReply): ServerResponse {
  const writer = {
    setHeader: (name: string, value: string | string[]) => void reply.header(name, value),
    removeHeader: (name: string) => void reply.removeHeader(name),
  }
  return writer as unknown as ServerResponse
}
const everyAnswerHeaders = headersOf(everyAnswer)
const [strictTransportHeader] = headersOf(strictTransport) as [[string, string]]
const pageOnlyHeaders = headersOf(pageOnly)
const [ownBrowsingContextHeader] = headersOf(ownBrowsingContext) as [[string, string]]

function setPageOnlyHeaders(reply: FastifyReply, { isPublic }: { isPublic: boolean }) {
  for (const [name, value] of pageOnlyHeaders) reply.header(name, value)
  if (!isPublic) reply.header(...ownBrowsingContextHeader)
  reply.header('permissions-policy', permissionsPolicy)
}

/**
 * The security headers of every answer; a page, the worker and public files add to them below.
 * Marque speaks plain HTTP: an answer goes over HTTPS when a proxy trusted to say so (TRUST_PROXY)
 * says so in X-Forwarded-Proto.
 */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of everyAnswerHeaders) reply.header(name, value)
    if (request.protocol === 'https') reply.header(...strictTransportHeader)
    done()
  })
}

/**
 * Hands the answer to code that writes it on the raw response (a stream, tus), with the headers
 * the reply holds so far: the security headers above go with it as with every other answer.
 */
export function hijackWithHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  reply.hijack()
}

/**
 * For an HTML page: its policy with a new nonce, and the features it may use. Answers the nonce,
 * which the page carries wherever the build marked (server/modules/pages/page-nonce.ts). A page
 * cached by the service worker keeps the headers it came with, so nonce and policy match offline.
 */
export function pageSecurityHeaders(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64')
  const headers = replyHeaders(reply)
  pageNonces.set(headers, nonce)
  pagePolicy(reply.request.raw, headers, applied)
  setPageOnlyHeaders(reply, { isPublic: false })
  return nonce
}

/**
 * For an HTML page whose bytes do not change from answer to answer (server/modules/pages/cached-page.ts):
 * the same policy, with its inline styles and scripts named by hash and no nonce, so the page can
 * be cached whole. `isPublic`: the page is the same for every visitor (not drawn for who asked).
 */
export function fixedPageSecurityHeaders(reply: FastifyReply, styleHashes: string[], scriptHashes: string[], { isPublic }: { isPublic: boolean }): void {
  const key = `${styleHashes.join(' ')}|${scriptHashes.join(' ')}`
  const policy = fixedPolicies(key, () => appPolicy({ inlineStyles: styleHashes, inlineScripts: scriptHashes }))
  policy(reply.request.raw, replyHeaders(reply), applied)
  setPageOnlyHeaders(reply, { isPublic })
}

/** For the service worker's script: the policy it runs under. */
export function serviceWorkerHeaders(reply: FastifyReply): FastifyReply {
  serviceWorkerPolicy(reply.request.raw, replyHeaders(reply), applied)
  return reply
}

/** For a public file other sites may show (an uploaded image): readable from any origin. */
export function readableFromAnySite(reply: FastifyReply): FastifyReply {
  crossOriginReadable(reply.request.raw, replyHeaders(reply), applied)
  return reply
}
