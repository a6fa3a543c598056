import { z } from 'zod'
import { problem } from './problems'

/**
 * Who may watch a video: everyone (and it is listed), anyone with its link (it is listed nowhere
 * public), or only the brand's signed-in people.
 */
export const videoVisibilities = ['public', 'unlisted', 'private'] as const
export const videoVisibilitySchema = z.enum(videoVisibilities)
export type VideoVisibility = z.infer<typeof videoVisibilitySchema>

/**
 * Where a video is on its way: uploaded and waiting for a transcoder, being transcoded, ready to
 * play, or failed with a reason the uploader reads.
 */
export const videoStatuses = ['waiting', 'transcoding', 'ready', 'failed'] as const
export type VideoStatus = (typeof videoStatuses)[number]

/** The container formats taken, by their MIME type as read from the file's first bytes. */
export const videoUploadTypes = { 'video/mp4': 'MP4', 'video/quicktime': 'MOV', 'video/webm': 'WebM' } as const
export const videoFileAccept = '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm'

/** The heights of the renditions made, never above the source's own. */
export const renditionHeights = [360, 720, 1080] as const

/** A caption track's language: a BCP 47 tag such as en, de or pt-BR. */
export const captionLanguageSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, problem('languageTag'))

export const videoTitleSchema = z.string().trim().min(1).max(200)

const captionSchema = z.object({ language: z.string(), label: z.string(), url: z.string() })

export const videoSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  site_id: z.string(),
  title: z.string(),
  description: z.string(),
  visibility: videoVisibilitySchema,
  status: z.enum(videoStatuses),
  /** Why the transcode failed, in words, while `status` is `failed`. */
  failure: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The heights of the renditions made, smallest first. */
  renditions: z.array(z.number()),
  byte_size: z.number(),
  /** The player's address: /video/{id}. */
  url: z.string(),
  playlist_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  captions: z.array(captionSchema),
  created_at: z.string(),
})
export type Video = z.infer<typeof videoSchema>

export const videoUpdateSchema = z
  .object({
    title: videoTitleSchema,
    description: z.string().trim().max(2000),
    visibility: videoVisibilitySchema,
  })
  .partial()
  .strict()
export type VideoUpdate = z.infer<typeof videoUpdateSchema>

/**
 * What the uploader says of a file as it starts sending it (tus Upload-Metadata). The brand is the
 * address's; anything else the client sends is not read.
 */
export const videoUploadMetadataSchema = z.object({
  site_id: z.uuid(problem('site')),
  title: videoTitleSchema,
  filename: z.string().max(300).optional(),
})

export const videoPaths = {
  player: (id: string) => `/video/${id}`,
  playlist: (id: string) => `/api/videos/${id}/hls/master.m3u8`,
  poster: (id: string) => `/api/videos/${id}/poster.jpg`,
  preview: (id: string) => `/api/videos/${id}/preview.mp4`,
  caption: (id: string, language: string) => `/api/videos/${id}/captions/${language}.vtt`,
}

/** "1:05" or "1:02:05" for a duration in seconds. */
export function durationWords(seconds: number | null): string {
  if (seconds === null) return ''
  const whole = Math.round(seconds)
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
