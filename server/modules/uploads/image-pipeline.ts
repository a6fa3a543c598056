import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Sharp } from 'sharp'
import { maxImageUploadBytes, type ImageUploadType } from '../../../src/domain/image-upload'
import type { HttpError } from '../../http-error'
import { loadSharp } from './load-sharp'

export type ImageFormat = 'png' | 'jpeg'

/** The one rule for every uploaded image: PNG or JPEG, at most 5 MiB, of a sane size in pixels. */
export const imageUploadLimits = {
  maxBytes: maxImageUploadBytes,
  // A small file can still decode to a huge bitmap; refuse those before decoding.
  maxInputPixels: 50_000_000,
  formats: { 'image/png': 'png', 'image/jpeg': 'jpeg' } satisfies Record<ImageUploadType, ImageFormat> as Record<string, ImageFormat>,
} as const

/** How each kind of upload words its refusals: a card photo names its field, the landing image does not. */
export type ImageRefusals = {
  wrongType(got: string | undefined): HttpError
  tooLarge(): HttpError
  empty(got: string | undefined): HttpError
  unreadable(format: ImageFormat): HttpError
  notWhatItClaims(found: string | undefined, format: ImageFormat): HttpError
  damaged(): HttpError
}

const contentTypeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined

/** The routes that take an image as their body, typed by their zod schemas. */
export type ImageUploadScope = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>

/**
 * Registers routes that take any request body as a raw PNG or JPEG, counted as it arrives: a wrong
 * type is refused before a byte is read, and reading stops at the limit. They are registered in a
 * scope of their own, so no other route reads its body this way.
 */
export async function acceptImageBodies(app: FastifyInstance, refusals: ImageRefusals, routes: (scope: ImageUploadScope) => void): Promise<void> {
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>()
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const type = contentTypeOf(request)
      if (!type || !imageUploadLimits.formats[type]) throw refusals.wrongType(type)
      if (Number(request.headers['content-length']) > imageUploadLimits.maxBytes) throw refusals.tooLarge()
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of payload) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
        size += bytes.length
        if (size > imageUploadLimits.maxBytes) throw refusals.tooLarge()
        chunks.push(bytes)
      }
      return Buffer.concat(chunks)
    })
    routes(scope)
  })
}

/** The uploaded bytes and the format the request claims for them. */
export function imageBodyOf(request: FastifyRequest, refusals: ImageRefusals): { bytes: Buffer; format: ImageFormat } {
  const type = contentTypeOf(request)
  const format = type ? imageUploadLimits.formats[type] : undefined
  if (!format) throw refusals.wrongType(type)
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw refusals.empty(type)
  return { bytes: request.body, format }
}

/**
 * The image decoded and written again: whatever else the file carried (EXIF with a location,
 * trailing bytes, a script hiding in a comment) is left behind, it is turned upright by its EXIF
 * orientation, and a file whose content is not an accepted format is refused.
 */
export async function reencodedImage(
  input: Buffer,
  options: { accepts: readonly ImageFormat[]; claimed: ImageFormat; refusals: ImageRefusals; output: (image: Sharp, format: ImageFormat) => Sharp },
): Promise<Buffer> {
  const { refusals } = options
  const sharp = await loadSharp()
  let found: string | undefined
  try {
    found = (await sharp(input, { limitInputPixels: imageUploadLimits.maxInputPixels }).metadata()).format
  } catch {
    throw refusals.unreadable(options.claimed)
  }
  const format = options.accepts.find((accepted) => accepted === found)
  if (!format) throw refusals.notWhatItClaims(found, options.claimed)
  try {
    return await options.output(sharp(input, { limitInputPixels: imageUploadLimits.maxInputPixels }).rotate(), format).toBuffer()
  } catch {
    throw refusals.damaged()
  }
}
