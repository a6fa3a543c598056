import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { captionLanguageSchema, videoSchema, videoUpdateSchema } from '../../../src/domain/video'
import type { AppContext } from '../../app-context'
import type { VideoFiles } from './video-storage'
import { defineMessages } from '@formatjs/intl'
import { badRequest, HttpError, notFound, said } from '../../http-error'
import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import { mayWatch } from './video-access'
import { videoOf, type VideoRecord } from './video-repository'

/** The largest caption track taken: hours of subtitles fit in far less. */
export const maxCaptionBytes = 512 * 1024

const words = defineMessages({
  noSuchVideo: { id: 'videosErrors.noSuchVideo', defaultMessage: 'No such video' },
  noCaptions: { id: 'videosErrors.noCaptions', defaultMessage: 'This video has no captions in {language}' },
  captionsType: { id: 'videosErrors.captionsType', defaultMessage: 'Send the captions as a WebVTT file with Content-Type text/vtt' },
  captionsTypeGot: { id: 'videosErrors.captionsTypeGot', defaultMessage: 'Send the captions as a WebVTT file with Content-Type text/vtt (got {type})' },
  captionsNotUtf8: { id: 'videosErrors.captionsNotUtf8', defaultMessage: 'The captions are not UTF-8 text; save the file as UTF-8 and send it again' },
  notWebVtt: { id: 'videosErrors.notWebVtt', defaultMessage: 'The file is not WebVTT: its first line must be WEBVTT (an .srt file can be converted to WebVTT first)' },
  captionsNul: { id: 'videosErrors.captionsNul', defaultMessage: 'The captions hold a NUL character' },
  noSuchFile: { id: 'videosErrors.noSuchFile', defaultMessage: 'No such file' },
  rangeOutside: { id: 'videosErrors.rangeOutside', defaultMessage: 'The range asked for is outside the file' },
})

const noSuchVideo = () => notFound(words.noSuchVideo)
const brandVideoParams = z.object({ brandId: z.uuid(), videoId: z.uuid('must be a video id') })
const captionParams = brandVideoParams.extend({ language: captionLanguageSchema })
const videoParams = z.object({ videoId: z.uuid('must be a video id') })

const mediaTypes = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
} as const

/** The byte range a Range header asks for, within a file of `size` bytes; null for the whole file. */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

/**
 * A brand's videos for its people (list, title and visibility, captions, delete), and what plays
 * for viewers: the HLS playlists and segments, the poster, the preview and the captions, each
 * checked against the video's site and visibility on every request (video-access.ts).
 */
export const videoRoutes: FastifyPluginAsyncZod<AppContext & VideoFiles> = async (app, context) => {
  const { repositories, videoStorage } = context

  async function brandVideo(brandId: string, videoId: string): Promise<VideoRecord> {
    const video = await repositories.videos.find(videoId)
    if (!video || video.brandId !== brandId) throw noSuchVideo()
    return video
  }
  const withCaptions = async (video: VideoRecord) => videoOf(video, await repositories.videos.captionsOf(video.id))

  app.get(
    '/api/brands/:brandId/videos',
    { config: { access: { brand: 'view-brand' } }, schema: { response: { 200: z.object({ videos: z.array(videoSchema) }) } } },
    async (request) => {
      const rows = await repositories.videos.listOfBrand(request.brand.id)
      const captions = await repositories.videos.captionsOfMany(rows.map((row) => row.id))
      return { videos: rows.map((row) => videoOf(row, captions.get(row.id) ?? [])) }
    },
  )

  app.get(
    '/api/brands/:brandId/videos/:videoId',
    { config: { access: { brand: 'view-brand' } }, schema: { params: brandVideoParams, response: { 200: videoSchema } } },
    async (request) => withCaptions(await brandVideo(request.brand.id, request.params.videoId)),
  )

  app.patch(
    '/api/brands/:brandId/videos/:videoId',
    { config: { access: { brand: 'manage-videos' } }, schema: { params: brandVideoParams, body: videoUpdateSchema, response: { 200: videoSchema } } },
    async (request) => {
      const updated = await repositories.videos.update(request.brand.id, request.params.videoId, request.body)
      if (!updated) throw noSuchVideo()
      return withCaptions(updated)
    },
  )

  app.delete(
    '/api/brands/:brandId/videos/:videoId',
    { config: { access: { brand: 'manage-videos' } }, schema: { params: brandVideoParams } },
    async (request, reply) => {
      if (!(await repositories.videos.remove(request.brand.id, request.params.videoId))) throw noSuchVideo()
      await videoStorage.removeAll(request.params.videoId)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/api/brands/:brandId/videos/:videoId/captions/:language',
    { config: { access: { brand: 'manage-videos' } }, schema: { params: captionParams } },
    async (request, reply) => {
      const video = await brandVideo(request.brand.id, request.params.videoId)
      if (!(await repositories.videos.removeCaption(video.id, request.params.language))) throw notFound(said(words.noCaptions, { language: request.params.language }))
      await videoStorage.removeAll(`${video.id}/captions/${request.params.language}.vtt`)
      return reply.code(204).send()
    },
  )

  // A caption track is sent as the body itself: a WebVTT file, at most 512 KiB.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>()
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(['text/vtt', 'text/plain'], { parseAs: 'buffer', bodyLimit: maxCaptionBytes }, (_request, body, done) => done(null, body))
    scope.addContentTypeParser('*', (request, _payload, done) =>
      done(new HttpError(415, request.headers['content-type'] ? said(words.captionsTypeGot, { type: request.headers['content-type'] }) : words.captionsType)),
    )
    scope.put(
      '/api/brands/:brandId/videos/:videoId/captions/:language',
      {
        config: { access: { brand: 'manage-videos' } },
        schema: { params: captionParams, querystring: z.object({ label: z.string().trim().min(1, 'must name the captions for viewers, such as English').max(60, 'must be at most 60 characters') }), response: { 200: videoSchema } },
      },
      async (request) => {
        const video = await brandVideo(request.brand.id, request.params.videoId)
        const bytes = request.body
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(words.captionsType)
        let text: string
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
        } catch {
          throw badRequest(words.captionsNotUtf8)
        }
        if (!/^\uFEFF?WEBVTT(?:[ \t][^\n]*)?\r?\n/.test(`${text}\n`)) throw badRequest(words.notWebVtt)
        if (text.includes('\0')) throw badRequest(words.captionsNul)
        await videoStorage.write(`${video.id}/captions/${request.params.language}.vtt`, Buffer.from(text.replace(/^\uFEFF/, ''), 'utf8'))
        await repositories.videos.putCaption(video.id, request.params.language, request.query.label)
        return withCaptions(video)
      },
    )
  })

  /** One of a video's files, to whom may watch it, with byte ranges for the player's seeking. */
  async function sendVideoFile(request: FastifyRequest, reply: FastifyReply, videoId: string, key: string, type: string, options: { readyOnly: boolean }) {
    const video = await repositories.videos.find(videoId)
    if (!video || (options.readyOnly && video.status !== 'ready') || !(await mayWatch(request, video, request.site, repositories))) throw noSuchVideo()
    const file = await videoStorage.open(key)
    if (!file) throw notFound(words.noSuchFile)
    const { size } = file
    const range = requestedRange(request.headers.range, size)
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send({ status: 'error', code: 'range_not_satisfiable', message: sayWith(translatorFor(requestLocale(request)))(words.rangeOutside) })
    // A private video's files are for the people who asked; nothing on the way may keep them.
    reply.header('cache-control', video.visibility === 'private' ? 'private, no-store' : 'public, max-age=300').header('accept-ranges', 'bytes')
    if (video.visibility === 'private') reply.header('vary', 'Cookie, Authorization')
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    return reply
      .type(type)
      .header('content-length', range ? range.end - range.start + 1 : size)
      .send(file.stream(range ?? undefined))
  }

  app.get('/api/videos/:videoId/hls/master.m3u8', { config: { access: 'site' }, schema: { params: videoParams } }, (request, reply) =>
    sendVideoFile(request, reply, request.params.videoId, `${request.params.videoId}/hls/master.m3u8`, mediaTypes.m3u8, { readyOnly: true }),
  )

  app.get(
    '/api/videos/:videoId/hls/:rendition/:file',
    {
      config: { access: 'site' },
      schema: {
        params: videoParams.extend({
          rendition: z.string().regex(/^\d{3,4}p$/, 'must be a rendition such as 720p'),
          file: z.string().regex(/^(index\.m3u8|seg-\d{5}\.ts)$/, 'must be index.m3u8 or a segment such as seg-00000.ts'),
        }),
      },
    },
    (request, reply) => {
      const { videoId, rendition, file } = request.params
      return sendVideoFile(request, reply, videoId, `${videoId}/hls/${rendition}/${file}`, file.endsWith('.ts') ? mediaTypes.ts : mediaTypes.m3u8, { readyOnly: true })
    },
  )

  app.get('/api/videos/:videoId/poster.jpg', { config: { access: 'site' }, schema: { params: videoParams } }, (request, reply) =>
    sendVideoFile(request, reply, request.params.videoId, `${request.params.videoId}/poster.jpg`, mediaTypes.jpg, { readyOnly: true }),
  )

  app.get('/api/videos/:videoId/preview.mp4', { config: { access: 'site' }, schema: { params: videoParams } }, (request, reply) =>
    sendVideoFile(request, reply, request.params.videoId, `${request.params.videoId}/preview.mp4`, mediaTypes.mp4, { readyOnly: true }),
  )

  app.get(
    '/api/videos/:videoId/captions/:track',
    { config: { access: 'site' }, schema: { params: videoParams.extend({ track: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?\.vtt$/, 'must be a language followed by .vtt, such as en.vtt') }) } },
    (request, reply) => sendVideoFile(request, reply, request.params.videoId, `${request.params.videoId}/captions/${request.params.track}`, mediaTypes.vtt, { readyOnly: false }),
  )
}
