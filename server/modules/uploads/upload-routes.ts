import type { FastifyRequest } from 'fastify'
import { problem } from '../../../src/domain/problems'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { viewerOnSite } from '../../access/caller'
import type { AppContext } from '../../app-context'
import { readableFromAnySite } from '../../security-headers'
import { defineMessages } from '@formatjs/intl'
import { HttpError, badRequest, fieldError, notFound, said } from '../../http-error'
import type { CallerSite } from '../../access/route-access'
import { acceptImageBodies, imageBodyOf, imageUploadLimits, reencodedImage, type ImageRefusals } from './image-pipeline'
import { loadSharp } from './load-sharp'
import { imageRendition } from './image-renditions'
import { MissingUpload, renditionWidths, type RenditionWidth } from '../../upload-store'
import { uploadUrl } from './upload-repository'
import { audienceOf } from './upload-visibility'

const words = defineMessages({
  wrongType: { id: 'uploadsErrors.wrongType', defaultMessage: 'Send the image as the request body with Content-Type image/png or image/jpeg' },
  wrongTypeGot: { id: 'uploadsErrors.wrongTypeGot', defaultMessage: 'Send the image as the request body with Content-Type image/png or image/jpeg (got {type})' },
  tooLarge: { id: 'uploadsErrors.tooLarge', defaultMessage: 'The image is larger than {mebibytes} MiB; send a smaller one' },
  unreadable: { id: 'uploadsErrors.unreadable', defaultMessage: 'The file is not a readable {format} image' },
  isOther: { id: 'uploadsErrors.isOther', defaultMessage: 'The file is a {found} image but was sent as {format}; send a PNG or JPEG image' },
  notImage: { id: 'uploadsErrors.notImage', defaultMessage: 'The file is not an image but was sent as {format}; send a PNG or JPEG image' },
  damaged: { id: 'uploadsErrors.damaged', defaultMessage: 'The image could not be read; it may be damaged or too large in pixels' },
  noSuchFile: { id: 'uploadsErrors.noSuchFile', defaultMessage: 'No such file' },
  widthForImagesOnly: { id: 'uploadsErrors.widthForImagesOnly', defaultMessage: 'is offered for PNG and JPEG images only' },
  noSite: { id: 'uploadsErrors.noSite', defaultMessage: 'No site with this id in this brand' },
})

const unsupportedMediaType = (got: string | undefined) => new HttpError(415, got ? said(words.wrongTypeGot, { type: got }) : words.wrongType)

/** An image for a site's pages (a landing block): kept at its size, in the format it came in. */
const pageImageRefusals: ImageRefusals = {
  wrongType: unsupportedMediaType,
  tooLarge: () => new HttpError(413, said(words.tooLarge, { mebibytes: imageUploadLimits.maxBytes / 1024 / 1024 })),
  empty: unsupportedMediaType,
  unreadable: (format) => badRequest(said(words.unreadable, { format: format.toUpperCase() })),
  notWhatItClaims: (found, format) =>
    badRequest(found ? said(words.isOther, { found: found.toUpperCase(), format: format.toUpperCase() }) : said(words.notImage, { format: format.toUpperCase() })),
  damaged: () => badRequest(words.damaged),
}

const noSuchFile = () => notFound(words.noSuchFile)

/**
 * Uploaded files, each served to whom upload-visibility.ts says through its own site's host names
 * (anyone else gets the same 404 as for a missing file), and images the site's admins add to its pages.
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories, uploadStore }) => {
  /** Whether the caller is one of the brand's people here, or the one other person a draft's file is shown to. */
  async function mayViewDraft(request: FastifyRequest, site: CallerSite, owner: string | null): Promise<boolean> {
    const viewer = await viewerOnSite(request, repositories, site)
    if (!viewer) return false
    if (owner !== null && viewer.userId === owner) return true
    return app.roles.may(await repositories.brandMembers.roleOf({ brandId: site.brandId, siteId: site.id, userId: viewer.userId }), 'view-brand')
  }

  const renditionQuery = z.object({
    w: z.coerce
      .number()
      .refine((width): width is RenditionWidth => (renditionWidths as readonly number[]).includes(width), { message: problem('renditionWidth'), params: { widths: renditionWidths.join(', ') } })
      .optional(),
  })

  app.get('/uploads/:id', { config: { access: 'site' }, schema: { params: z.object({ id: z.uuid() }), querystring: renditionQuery } }, async (request, reply) => {
    // Until the file is known to be public, the answer depends on who asks and no cache may keep it.
    reply.header('cache-control', 'private, no-store').header('vary', 'Cookie, Authorization')
    const { site } = request
    const upload = await repositories.uploads.find(request.params.id)
    if (!upload) throw noSuchFile()
    const audience = await audienceOf(upload, site, repositories)
    if (audience === 'nobody' || (typeof audience === 'object' && !(await mayViewDraft(request, site, audience.brandPeopleAnd)))) throw noSuchFile()
    // A page image at a smaller width (the srcset of content pages); other files only as they are.
    const width = request.query.w
    if (width !== undefined && upload.contentType !== 'image/png' && upload.contentType !== 'image/jpeg') throw fieldError('w', words.widthForImagesOnly)
    const read = width === undefined ? uploadStore.read(upload.fileName) : imageRendition(uploadStore, upload.fileName, width as RenditionWidth)
    const bytes = await read.catch((error: unknown) => {
      if (!(error instanceof MissingUpload)) throw error
      request.log.warn({ uploadId: upload.id, fileName: upload.fileName }, 'an uploaded file is missing from the file store')
      throw noSuchFile()
    })
    if (audience === 'everyone') {
      // The same bytes for everyone, for good: a new file gets a new id.
      reply.header('cache-control', 'public, max-age=31536000, immutable').removeHeader('vary')
      // Public files travel: a card's photo in a link preview, a brand's logo on its own website.
      readableFromAnySite(reply)
    }
    return reply.header('content-type', upload.contentType).send(bytes)
  })

  await acceptImageBodies(app, pageImageRefusals, (images) => {
    /** Re-encodes the request's image and keeps it as an image of one site's pages. */
    async function storePageImage(request: FastifyRequest, site: { id: string; brandId: string }) {
      const { bytes, format } = imageBodyOf(request, pageImageRefusals)
      const image = await reencodedImage(bytes, {
        accepts: [format],
        claimed: format,
        refusals: pageImageRefusals,
        output: (decoded) => (format === 'png' ? decoded.png() : decoded.jpeg({ quality: 85, mozjpeg: true })),
      })
      const upload = await repositories.uploads.create(database.db, {
        owner: { purpose: 'page-image', brandId: site.brandId, siteId: site.id },
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        bytes: image,
      })
      const { width, height } = await (await loadSharp())(image).metadata()
      return { id: upload.id, url: uploadUrl(upload.id), width: width ?? 1, height: height ?? 1 }
    }

    images.post(
      '/api/uploads/images',
      { config: { access: { site: 'admin' } }, schema: { response: { 201: z.object({ url: z.string() }) } } },
      async (request, reply) => reply.code(201).send({ url: (await storePageImage(request, request.site)).url }),
    )

    // The editors of a brand's content pages add images to the pages of any of the brand's sites.
    images.post(
      '/api/brands/:brandId/sites/:siteId/images',
      {
        config: { access: { brand: 'edit-pages' } },
        schema: { params: z.object({ brandId: z.string().min(1).max(100), siteId: z.uuid('must be the id of a site') }), response: { 201: z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() }) } },
      },
      async (request, reply) => {
        const site = await repositories.sites.findById(request.params.siteId)
        if (!site || site.brandId !== request.brand.id) throw notFound(words.noSite)
        return reply.code(201).send(await storePageImage(request, site))
      },
    )
  })
}
