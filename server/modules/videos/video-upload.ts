import { randomUUID } from 'node:crypto'
import type { Server as TusServer } from '@tus/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { videoUploadMetadataSchema, videoUploadTypes } from '../../../src/domain/video'
import type { AppContext } from '../../app-context'
import type { VideoFiles } from './video-storage'
import type { UploadParts } from './upload-parts'
import type { LockRefusal } from './upload-locks'
import { defineMessages } from '@formatjs/intl'
import { badRequest, notFound, said } from '../../http-error'
import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import { problemText } from '../../../src/i18n/problem-text'

const words = defineMessages({
  notAVideo: { id: 'videosErrors.notAVideo', defaultMessage: 'The file is not a video we can take: upload {types}' },
  notAVideoFound: { id: 'videosErrors.notAVideoFound', defaultMessage: 'The file is not a video we can take (it is {found}): upload {types}' },
  notKept: { id: 'videosErrors.notKept', defaultMessage: 'The upload could not be kept; try again' },
  metadataProblem: { id: 'videosErrors.metadataProblem', defaultMessage: '{header} {path}: {problem}' },
  notBrandSite: { id: 'videosErrors.notBrandSite', defaultMessage: '{header} {field}: must be one of the brand’s sites' },
  noSuchUpload: { id: 'videosErrors.noSuchUpload', defaultMessage: 'No such upload: it may have finished, or been removed a day after its last byte' },
})
import { hijackWithHeaders } from '../../security-headers'

/** An upload that was started and never finished is removed a day after its last byte. */
const unfinishedUploadLifetimeMs = 24 * 60 * 60 * 1000

/** tus's Upload-Metadata: comma-separated `key base64(value)` pairs. */
export function readUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return metadata
}

const writeUploadMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',')

/** Replaces a request header in both of Node's copies of it (tus reads the raw list). */
function setHeader(request: FastifyRequest, name: string, value: string) {
  request.raw.headers[name] = value
  const raw = request.raw.rawHeaders
  const at = raw.findIndex((header, index) => index % 2 === 0 && header.toLowerCase() === name)
  if (at === -1) raw.push(name, value)
  else raw[at + 1] = value
}

const uploadWords = Object.values(videoUploadTypes).join(', ')

/** The requester's language for what tus answers, read from its web request as from any other. */
const sayTo = (request: Request) =>
  sayWith(translatorFor(requestLocale({ headers: Object.fromEntries(request.headers), query: Object.fromEntries(new URL(request.url).searchParams) })))

/**
 * Video uploads through the tus protocol (https://tus.io): the app sends a file in as many
 * requests as its connection needs, and a dropped connection resumes at the last byte the server
 * kept. What the file is, is read from its first bytes once it is whole: anything but MP4, MOV or
 * WebM is refused and removed. A whole upload becomes a video of the brand, queued for transcoding.
 */
export const videoUploadRoutes: FastifyPluginAsyncZod<AppContext & VideoFiles> = async (app, context) => {
  const { repositories, videoStorage, uploadLocker, config, jobs, files } = context
  // tus (and its store) is loaded by the first upload request, or the first clean-up, not at start.
  let loaded: Promise<{ tus: TusServer; datastore: UploadParts }> | undefined
  const tusOf = () => (loaded ??= loadTus())
  async function loadTus() {
    const { UploadParts } = await import('./upload-parts')
    const { Server } = await import('@tus/server')
    // In the file store, so the next chunk of an upload may reach any process (docs/video.md).
    const datastore = new UploadParts(files, unfinishedUploadLifetimeMs)

    const tus = new Server({
      path: '/api/videos/uploads',
      datastore,
      // Two requests for one upload never write at once, whichever processes they reach.
      locker: uploadLocker,
      maxSize: config.videoMaxBytes,
      respectForwardedHeaders: config.trustProxy,
      // The upload's address is under the brand's: every later request is checked against it.
      generateUrl: (request, { id }) => `${new URL(request.url).pathname.replace(/\/$/, '')}/${id}`,
      async onUploadFinish(request, upload) {
        // Loaded by the first finished upload, not at start.
        const { fileTypeFromBuffer } = await import('file-type')
        const found = await fileTypeFromBuffer(await datastore.firstBytes(upload.id, 4100)).catch(() => undefined)
        const type = found && Object.hasOwn(videoUploadTypes, found.mime) ? found.mime : null
        if (!type) {
          await datastore.remove(upload.id)
          const say = sayTo(request)
          const message = found ? say(words.notAVideoFound, { found: found.ext.toUpperCase(), types: uploadWords }) : say(words.notAVideo, { types: uploadWords })
          const body = JSON.stringify({ status: 'error', code: 'unsupported_type', message })
          throw { status_code: 415, body }
        }
        const metadata = upload.metadata ?? {}
        const video = await repositories.videos.create({
          id: randomUUID(),
          brandId: metadata.brand_id!,
          siteId: metadata.site_id!,
          uploadedBy: metadata.user_id!,
          title: metadata.title!,
          contentType: type,
          byteSize: upload.size ?? upload.offset,
        })
        await videoStorage.putStream(`${video.id}/source`, datastore.read(upload.id))
        await datastore.remove(upload.id)
        await jobs.send('transcode', { videoId: video.id })
        return { headers: { 'Marque-Video-Id': video.id } }
      },
      async onResponseError(request, error) {
        // tus's own refusals carry their status; the locker's are said in the requester's language;
        // anything else is logged and answered without its details.
        if ('words' in error) {
          const refusal = error as LockRefusal
          return { status_code: refusal.status_code, body: JSON.stringify({ status: 'error', code: 'locked', message: sayTo(request)(refusal.words) }) }
        }
        if ((error as { status_code?: unknown }).status_code) return
        app.log.error({ err: error }, 'a video upload failed on the server')
        return { status_code: 500, body: JSON.stringify({ status: 'error', code: 'server_error', message: sayTo(request)(words.notKept) }) }
      },
    })
    return { tus, datastore }
  }

  // Unfinished uploads a day old are removed: a minute after start, then every hour.
  const cleanUp = () =>
    tusOf()
      .then(({ tus }) => tus.cleanUpExpiredUploads())
      .catch((error: unknown) => app.log.warn({ err: error }, 'unfinished video uploads could not be removed'))
  let timer: NodeJS.Timeout | undefined
  let first: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    first = setTimeout(() => void cleanUp(), 60 * 1000).unref()
    timer = setInterval(() => void cleanUp(), 60 * 60 * 1000).unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(timer)
  })

  /** Hands the request to tus as it came, body unread. */
  async function toTus(request: FastifyRequest, reply: FastifyReply) {
    const { tus } = await tusOf()
    hijackWithHeaders(reply)
    await tus.handle(request.raw, reply.raw)
  }

  // The body of a PATCH is the file's next bytes: tus reads it from the request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))

  app.post(
    '/api/brands/:brandId/videos/uploads',
    { config: { access: { brand: 'manage-videos' } }, schema: { params: z.object({ brandId: z.uuid() }) } },
    async (request, reply) => {
      const claimed = readUploadMetadata(request.headers['upload-metadata'] as string | undefined)
      const parsed = videoUploadMetadataSchema.safeParse(claimed)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        const problem = problemText(sayWith(translatorFor(requestLocale(request))), issue)
        throw badRequest(said(words.metadataProblem, { header: 'Upload-Metadata', path: issue.path.join('.'), problem }), issue.path.join('.'))
      }
      const site = await repositories.sites.findById(parsed.data.site_id)
      if (!site || site.brandId !== request.brand.id) throw badRequest(said(words.notBrandSite, { header: 'Upload-Metadata', field: 'site_id' }), 'site_id')
      // What the upload becomes is decided here, not by what the client said of itself.
      setHeader(
        request,
        'upload-metadata',
        writeUploadMetadata({ title: parsed.data.title, filename: parsed.data.filename ?? '', brand_id: request.brand.id, site_id: site.id, user_id: request.session.userId }),
      )
      return toTus(request, reply)
    },
  )

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/api/brands/:brandId/videos/uploads/:uploadId',
    config: { access: { brand: 'manage-videos' } },
    schema: { params: z.object({ brandId: z.uuid(), uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'must be an upload id') }) },
    async handler(request, reply) {
      const { uploadId } = request.params as { uploadId: string }
      // An upload goes on only for the person who started it, in the brand it was started in.
      const { datastore } = await tusOf()
      const upload = await datastore.getUpload(uploadId).catch(() => null)
      if (!upload || upload.metadata?.brand_id !== request.brand.id || upload.metadata?.user_id !== request.session.userId) throw notFound(words.noSuchUpload)
      return toTus(request, reply)
    },
  })
}
