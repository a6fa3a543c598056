import type { FastifySchema } from 'fastify'

/** The content types of the files a route's address ends with (`/api/vcards/{key}/vcard.vcf`). */
const typesByExtension: Record<string, string> = {
  csv: 'text/csv',
  ics: 'text/calendar',
  jpg: 'image/jpeg',
  js: 'text/javascript',
  css: 'text/css',
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  png: 'image/png',
  txt: 'text/plain',
  vcf: 'text/vcard',
  webmanifest: 'application/manifest+json',
  html: 'text/html',
  xml: 'application/xml',
  json: 'application/json',
}

/**
 * What a route answers whose address does not say (a stream, a file whose name is a parameter, a
 * tus upload's steps, which answer in headers only). A route can say it itself with
 * `schema: { produces: [...] }`, which wins.
 */
const typesByRoute: Record<string, readonly string[]> = {
  'GET /api/notifications/stream': ['text/event-stream'],
  'GET /api/videos/:videoId/hls/:rendition/:file': ['application/vnd.apple.mpegurl', 'video/mp4'],
  'GET /api/videos/:videoId/captions/:track': ['text/vtt'],
  'GET /api/calendar-feeds/:file': ['text/calendar'],
  'GET /uploads/:id': ['image/*', 'application/octet-stream'],
  'GET /icons/:name': ['image/png'],
  'GET /.well-known/marque-host/:token': ['text/plain'],
  'POST /api/brands/:brandId/videos/uploads': [],
  'HEAD /api/brands/:brandId/videos/uploads/:uploadId': [],
  'PATCH /api/brands/:brandId/videos/uploads/:uploadId': [],
  'DELETE /api/brands/:brandId/videos/uploads/:uploadId': [],
}

/** A page the browser shows: the address of the app, a card, a video, or the home page. */
const isPage = (url: string) => url === '/' || /^\/(vcard|video)\/:[^/]+\/?$/.test(url)

/** The content types a route answers when it declares no schema for its answer (none: no body); JSON under /api. */
export function undeclaredAnswerTypes(method: string, url: string, schema: FastifySchema | undefined): readonly string[] {
  if (schema?.produces?.length) return schema.produces
  const byRoute = typesByRoute[`${method} ${url}`]
  if (byRoute) return byRoute
  const extension = /\.([a-z0-9]+)$/.exec(url)?.[1]
  if (extension && typesByExtension[extension]) return [typesByExtension[extension]]
  if (isPage(url)) return ['text/html']
  return ['application/json']
}
