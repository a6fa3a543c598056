import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandProfileSchema, brandProfileUpdateSchema, type BrandProfile } from '../../src/domain/brand-profile'
import { cardCreateSchema, cardListSchema, cardSchema, cardUpdateSchema } from '../../src/domain/card'
import { cardFiguresSchema } from '../../src/domain/card-figures'
import { HttpError, badRequest, forbidden, notFound } from '../http-error'
import type { BrandProfileRecord } from '../repositories/brand-admins'
import { cardWriteMessages, toCard, type CardWriteResult } from '../repositories/cards'
import { requireSession, requireSite } from '../request-context'
import type { Services } from '../services'
import { CardPhotoError, cardPhotoJpeg, cardPhotoLimits, cardPhotoTypes } from '../uploads/card-photo'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const cardParams = brandParams.extend({ vcardId: z.uuid('must be the id of a card') })

/**
 * The brand in the path must be the brand of the site the host name serves, and the caller must
 * run it. Another brand's id answers 404, as if it did not exist, whoever asks.
 */
export async function requireBrandAdmin(request: FastifyRequest, services: Services, brandId: string) {
  const site = await requireSite(request, services)
  const session = await requireSession(request, services, site)
  if (brandId !== site.brandId) throw notFound('No brand with this id on this site')
  const allowed = await services.brandAdmins.canManage({ brandId, siteId: site.id, userId: session.userId })
  if (!allowed) throw forbidden("Only the brand's owners and admins, or this site's admins, can manage its cards")
  return { site, session }
}

function writeResult(result: CardWriteResult) {
  if (result.ok) return toCard(result.card)
  const message = cardWriteMessages[result.reason]
  if (result.reason === 'not-found') throw notFound(message)
  if (result.reason === 'key-taken') throw new HttpError(409, message)
  throw badRequest(message)
}

export const emptyBrandProfile: BrandProfile = { about: '', email: '', phone: '', website: '', address: null }
export const toBrandProfile = (row: BrandProfileRecord | null): BrandProfile =>
  row ? { about: row.about, email: row.email, phone: row.phone, website: row.website, address: row.address ?? null } : emptyBrandProfile

/** What brand admins use to run the brand's cards and business page. */
export const cardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  async function checkOwner(brandId: string, ownerUserId: string | null | undefined) {
    if (!ownerUserId) return
    if (!(await services.brandAdmins.mayOwnCard(brandId, ownerUserId))) {
      throw badRequest("owner_user_id: this person is neither an admin of the brand nor signed up on one of its sites")
    }
  }

  app.get('/api/brands/:brandId/vcards', { schema: { params: brandParams, response: { 200: cardListSchema } } }, async (request) => {
    await requireBrandAdmin(request, services, request.params.brandId)
    const cards = await services.cards.listByBrand(request.params.brandId)
    return { cards: cards.map(toCard) }
  })

  app.post(
    '/api/brands/:brandId/vcards',
    { schema: { params: brandParams, body: cardCreateSchema, response: { 201: cardSchema } } },
    async (request, reply) => {
      const { brandId } = request.params
      await requireBrandAdmin(request, services, brandId)
      await checkOwner(brandId, request.body.owner_user_id)
      const card = writeResult(await services.cards.create(services.database.db, brandId, request.body))
      return reply.code(201).send(card)
    },
  )

  app.get('/api/brands/:brandId/vcards/:vcardId', { schema: { params: cardParams, response: { 200: cardSchema } } }, async (request) => {
    const { brandId, vcardId } = request.params
    await requireBrandAdmin(request, services, brandId)
    const card = await services.cards.findInBrand(brandId, vcardId)
    if (!card) throw notFound(cardWriteMessages['not-found'])
    return toCard(card)
  })

  app.patch(
    '/api/brands/:brandId/vcards/:vcardId',
    { schema: { params: cardParams, body: cardUpdateSchema, response: { 200: cardSchema } } },
    async (request) => {
      const { brandId, vcardId } = request.params
      await requireBrandAdmin(request, services, brandId)
      await checkOwner(brandId, request.body.owner_user_id)
      return writeResult(await services.cards.update(brandId, vcardId, request.body))
    },
  )

  app.delete(
    '/api/brands/:brandId/vcards/:vcardId',
    { schema: { params: cardParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { brandId, vcardId } = request.params
      await requireBrandAdmin(request, services, brandId)
      if (!(await services.cards.remove(brandId, vcardId))) throw notFound(cardWriteMessages['not-found'])
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/brands/:brandId/vcards/:vcardId/figures',
    { schema: { params: cardParams, response: { 200: cardFiguresSchema } } },
    async (request) => {
      const { brandId, vcardId } = request.params
      await requireBrandAdmin(request, services, brandId)
      const card = await services.cards.findInBrand(brandId, vcardId)
      if (!card) throw notFound(cardWriteMessages['not-found'])
      return services.cards.figures(card.id)
    },
  )

  app.get('/api/brands/:brandId/profile', { schema: { params: brandParams, response: { 200: brandProfileSchema } } }, async (request) => {
    await requireBrandAdmin(request, services, request.params.brandId)
    return toBrandProfile(await services.brandAdmins.findProfile(request.params.brandId))
  })

  app.patch(
    '/api/brands/:brandId/profile',
    { schema: { params: brandParams, body: brandProfileUpdateSchema, response: { 200: brandProfileSchema } } },
    async (request) => {
      const { brandId } = request.params
      await requireBrandAdmin(request, services, brandId)
      const row = await services.brandAdmins.saveProfile(services.database.db, brandId, request.body)
      // The business page lists the brand's cards with its profile: rendered copies are stale now.
      services.cards.notifyChanged(brandId)
      return toBrandProfile(row)
    },
  )

  // The photo arrives as the raw image: this scope reads any body as bytes, up to its own limit.
  await app.register(async (plainPhotoApp) => {
    const photoApp = plainPhotoApp.withTypeProvider<ZodTypeProvider>()
    photoApp.removeAllContentTypeParsers()
    photoApp.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: cardPhotoLimits.maxBytes }, (_request, body, done) => done(null, body))
    photoApp.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, `photo: the image is larger than ${cardPhotoLimits.maxBytes / 1024 / 1024} MiB; send a smaller one`)
      }
      throw error
    })

    photoApp.put(
      '/api/brands/:brandId/vcards/:vcardId/photo',
      { schema: { params: cardParams, response: { 200: cardSchema } } },
      async (request) => {
        const { brandId, vcardId } = request.params
        await requireBrandAdmin(request, services, brandId)
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        if (!(cardPhotoTypes as readonly string[]).includes(contentType)) {
          throw new HttpError(
            415,
            `photo: send a PNG or JPEG image with Content-Type image/png or image/jpeg${contentType ? ` (this was ${contentType})` : ''}`,
          )
        }
        const body = request.body
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('photo: the request has no image in its body')
        if (!(await services.cards.findInBrand(brandId, vcardId))) throw notFound(cardWriteMessages['not-found'])
        let jpeg: Buffer
        try {
          jpeg = await cardPhotoJpeg(body)
        } catch (error) {
          if (error instanceof CardPhotoError) throw badRequest(error.message)
          throw error
        }
        const card = await services.database.db.transaction(async (tx) => {
          const upload = await services.uploads.create(tx, { brandId, contentType: 'image/jpeg', bytes: jpeg })
          const updated = await services.cards.setPhoto(tx, brandId, vcardId, upload.id)
          // Deleted meanwhile: throwing rolls the upload's row back.
          if (!updated) throw notFound(cardWriteMessages['not-found'])
          return updated
        })
        services.cards.notifyChanged(brandId)
        return toCard(card)
      },
    )
  })
}
