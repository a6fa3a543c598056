import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { readableFromAnySite } from '../../security-headers'
import { HttpError, badRequest, notFound } from '../../http-error'
import { acceptImageBodies, imageBodyOf, imageUploadLimits, reencodedImage, type ImageRefusals } from './image-pipeline'
import { uploadUrl } from './upload-repository'

const unsupportedMediaType = (got: string | undefined) =>
  new HttpError(415, `Send the image as the request body with Content-Type image/png or image/jpeg${got ? ` (got ${got})` : ''}`)

/** An image for a site's pages (a landing block): kept at its size, in the format it came in. */
const pageImageRefusals: ImageRefusals = {
  wrongType: unsupportedMediaType,
  tooLarge: () => new HttpError(413, `The image is larger than ${imageUploadLimits.maxBytes / 1024 / 1024} MiB; send a smaller one`),
  empty: unsupportedMediaType,
  unreadable: (format) => badRequest(`The file is not a readable ${format.toUpperCase()} image`),
  notWhatItClaims: (found, format) =>
    badRequest(`The file is ${found ? `a ${found.toUpperCase()} image` : 'not an image'} but was sent as ${format.toUpperCase()}; send a PNG or JPEG image`),
  damaged: () => badRequest('The image could not be read; it may be damaged or too large in pixels'),
}

/** Uploaded files, served back to anyone who has their address, and images the site's admins add to its pages. */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories, uploadStore }) => {
  app.get('/uploads/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const upload = await repositories.uploads.find(request.params.id)
    if (!upload) throw notFound('No such file')
    const bytes = await uploadStore.read(upload.fileName)
    // Public files that travel: a card's photo in a link preview, a brand's logo on its own website.
    return readableFromAnySite(reply)
      .header('content-type', upload.contentType)
      // An upload never changes: a new file gets a new id.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes)
  })

  await app.register(async (plainScope) => {
    const images = plainScope.withTypeProvider<ZodTypeProvider>()
    acceptImageBodies(images, pageImageRefusals)
    images.post(
      '/api/uploads/images',
      { config: { access: { site: 'admin' } }, schema: { response: { 201: z.object({ url: z.string() }) } } },
      async (request, reply) => {
        const { bytes, format } = imageBodyOf(request, pageImageRefusals)
        const image = await reencodedImage(bytes, {
          accepts: [format],
          claimed: format,
          refusals: pageImageRefusals,
          output: (decoded) => (format === 'png' ? decoded.png() : decoded.jpeg({ quality: 85, mozjpeg: true })),
        })
        const upload = await repositories.uploads.create(database.db, {
          brandId: request.site.brandId,
          contentType: format === 'png' ? 'image/png' : 'image/jpeg',
          bytes: image,
        })
        return reply.code(201).send({ url: uploadUrl(upload.id) })
      },
    )
  })
}
