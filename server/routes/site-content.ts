import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { z } from 'zod'
import { deltaDocumentSchema, deltaOpSchema } from '../../src/domain/delta'
import { landingBlockNames, siteResponseSchema } from '../../src/domain/site'
import { badRequest, forbidden, HttpError, notFound } from '../http-error'
import { requireSession, requireSite } from '../request-context'
import { toSiteResponse, type SiteRecord } from '../repositories/sites'
import { uploadUrl } from '../repositories/uploads'
import type { Services } from '../services'

export const imageUploadLimits = {
  maxBytes: 5 * 1024 * 1024,
  // A small file can still decode to a huge bitmap; refuse those before decoding.
  maxInputPixels: 50_000_000,
  types: ['image/png', 'image/jpeg'] as const,
} as const

const attributeValue = z.union([z.string().max(2048), z.number().finite(), z.boolean(), z.null()])

/**
 * A landing block: a Delta document (src/domain/delta.ts) held to what an editor makes: text,
 * the renderer's three embeds with addresses of sane length, flat attribute values, and a size a
 * landing page can show.
 */
const landingDocumentSchema = deltaDocumentSchema
  .extend({
    ops: z
      .array(
        deltaOpSchema.extend({
          insert: z.union([
            z.string().min(1).max(100_000),
            z.strictObject({ image: z.string().min(1).max(2048) }),
            z.strictObject({ video: z.string().min(1).max(2048) }),
            z.strictObject({ formula: z.string().min(1).max(2000) }),
          ]),
          attributes: z
            .record(z.string().min(1).max(40), attributeValue)
            .refine((attributes) => Object.keys(attributes).length <= 20, 'at most 20 formats on one piece')
            .optional(),
        }),
      )
      // Well past a landing page of several screens, and within what the 64 KiB body limit lets through.
      .max(4000),
  })
  .strict()

const unsupportedMediaType = (got: string | undefined) =>
  new HttpError(415, `Send the image as the request body with Content-Type image/png or image/jpeg${got ? ` (got ${got})` : ''}`)

const tooLarge = () => new HttpError(413, `The image is larger than ${imageUploadLimits.maxBytes / 1024 / 1024} MiB; send a smaller one`)

export const siteContentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /** The host's site, when the caller is signed in on it and is one of its admins. */
  async function requireSiteAdmin(request: FastifyRequest): Promise<SiteRecord> {
    const site = await requireSite(request, services)
    const session = await requireSession(request, services, site)
    const role = await services.auth.findRole(site.id, session.userId)
    if (role?.role.type !== 'admin') throw forbidden('Only an admin of this site can change its content')
    return site
  }

  app.put(
    '/api/sites/current/landing/:block',
    {
      schema: {
        params: z.object({ block: z.enum(landingBlockNames) }),
        body: landingDocumentSchema,
        response: { 200: siteResponseSchema },
      },
    },
    async (request) => {
      const site = await requireSiteAdmin(request)
      const updated = await services.sites.updateLandingBlock(site.id, request.params.block, request.body)
      if (!updated) throw notFound('The site no longer exists')
      return toSiteResponse(updated)
    },
  )

  await app.register(async (uploads) => {
    // Who may upload is settled before the body is read, so strangers cannot make the server take in 5 MiB.
    const admins = new WeakMap<FastifyRequest, SiteRecord>()
    const onRequest = async (request: FastifyRequest, _reply: FastifyReply) => {
      admins.set(request, await requireSiteAdmin(request))
    }

    uploads.removeAllContentTypeParsers()
    uploads.addContentTypeParser([...imageUploadLimits.types], async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      if (Number(request.headers['content-length']) > imageUploadLimits.maxBytes) throw tooLarge()
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of payload) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
        size += bytes.length
        if (size > imageUploadLimits.maxBytes) throw tooLarge()
        chunks.push(bytes)
      }
      return Buffer.concat(chunks)
    })
    uploads.addContentTypeParser('*', (request, _payload, done) => done(unsupportedMediaType(request.headers['content-type']), undefined))

    uploads.post(
      '/api/uploads/images',
      { onRequest, bodyLimit: imageUploadLimits.maxBytes, schema: { response: { 201: z.object({ url: z.string() }) } } },
      async (request, reply) => {
        const site = admins.get(request)!
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw unsupportedMediaType(contentType)
        const expected = contentType === 'image/png' ? 'png' : 'jpeg'
        const image = await reencoded(request.body, expected)
        const upload = await services.uploads.create(services.database.db, {
          brandId: site.brandId,
          contentType: expected === 'png' ? 'image/png' : 'image/jpeg',
          bytes: image,
        })
        return reply.code(201).send({ url: uploadUrl(upload.id) })
      },
    )
  })
}

/**
 * The image decoded and written again in its own format: whatever else the file carried (EXIF with
 * a location, trailing bytes, a script hiding in a comment) is left behind, and a file whose
 * content is not the type it claims is refused.
 */
async function reencoded(input: Buffer, expected: 'png' | 'jpeg'): Promise<Buffer> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: imageUploadLimits.maxInputPixels }).metadata()).format
  } catch {
    throw badRequest(`The file is not a readable ${expected.toUpperCase()} image`)
  }
  if (format !== expected) {
    throw badRequest(`The file is ${format ? `a ${format.toUpperCase()} image` : 'not an image'} but was sent as ${expected.toUpperCase()}; send a PNG or JPEG image`)
  }
  try {
    const image = sharp(input, { limitInputPixels: imageUploadLimits.maxInputPixels }).rotate()
    return await (expected === 'png' ? image.png() : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer()
  } catch {
    throw badRequest('The image could not be read; it may be damaged or too large in pixels')
  }
}
