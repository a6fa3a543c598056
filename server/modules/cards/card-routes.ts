import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardCreateSchema, cardListSchema, cardSchema, cardUpdateSchema } from '../../../src/domain/card'
import { cardFiguresSchema } from '../../../src/domain/card-figures'
import { brandActionWords, brandRoleMay } from '../../../src/domain/brand-roles'
import type { AppContext } from '../../app-context'
import type { CallerBrand } from '../../access/route-access'
import { fieldError, forbidden, notFound } from '../../http-error'
import { actorOf } from '../events/audit-log'
import { acceptImageBodies, imageBodyOf } from '../uploads/image-pipeline'
import { cardWriteAnswer, cardWriteMessages, toCard } from './card-mappers'
import { cardPhotoJpeg, cardPhotoRefusals } from './card-photo'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const cardParams = brandParams.extend({ vcardId: z.uuid('must be the id of a card') })
const cardEditors = { access: { brand: 'edit-cards' } } as const
/** How a card is named in the audit log: its name and its address. */
const cardLabel = (card: { given_name: string; family_name: string; key: string }) =>
  `"${[card.given_name, card.family_name].filter(Boolean).join(' ')}" (/vcard/${card.key})`
// Whoever may edit their own card; the handler lets those who may not edit every card reach only theirs.
const ownCardEditors = { access: { brand: 'edit-own-card' } } as const

/** What brand admins use to run the brand's cards. */
export const cardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories }) => {
  async function checkOwner(brandId: string, ownerUserId: string | null | undefined) {
    if (!ownerUserId) return
    if (!(await repositories.brandMembers.mayOwnCard(brandId, ownerUserId))) {
      throw fieldError('owner_user_id', 'this person is neither an admin of the brand nor signed up on one of its sites')
    }
  }
  /** A card's key and its brand's slug share /vcard/{name}: the key may not be the business page's. */
  async function checkKeyIsFree(brandId: string, key: string | undefined) {
    if (key === undefined) return
    const brand = await repositories.brands.findBrand(brandId)
    if (brand?.slug === key) throw fieldError('key', `is the address of ${brand.name}'s business page (/vcard/${key}); choose another`, 409)
  }

  async function cardOfBrand(brandId: string, cardId: string) {
    const card = await repositories.cards.findInBrand(brandId, cardId)
    if (!card) throw notFound(cardWriteMessages['not-found'])
    return card
  }

  /** The card, when the caller may edit it: any card with edit-cards, else only one they own. */
  async function editableCard(brand: CallerBrand, userId: string, cardId: string) {
    const card = await cardOfBrand(brand.id, cardId)
    if (!brandRoleMay(brand.role, 'edit-cards') && card.owner_user_id !== userId) {
      throw forbidden(`Your role in this brand (${brand.role}) may ${brandActionWords['edit-own-card']} only, and this card is someone else's`)
    }
    return card
  }

  app.get('/api/brands/:brandId/vcards', { config: cardEditors, schema: { params: brandParams, response: { 200: cardListSchema } } }, async (request) => {
    const cards = await repositories.cards.listByBrand(request.brand.id)
    return { cards: cards.map(toCard) }
  })

  app.post(
    '/api/brands/:brandId/vcards',
    { config: cardEditors, schema: { params: brandParams, body: cardCreateSchema, response: { 201: cardSchema } } },
    async (request, reply) => {
      const brandId = request.brand.id
      await checkOwner(brandId, request.body.owner_user_id)
      await checkKeyIsFree(brandId, request.body.key)
      const card = cardWriteAnswer(await repositories.cards.create(database.db, brandId, request.body))
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'card.created',
        object: { type: 'card', id: card.id },
        summary: `Created the card ${cardLabel(card)}${card.published ? ', published' : ''}`,
        brandId,
        siteId: request.site.id,
      })
      return reply.code(201).send(card)
    },
  )

  app.get('/api/brands/:brandId/vcards/:vcardId', { config: ownCardEditors, schema: { params: cardParams, response: { 200: cardSchema } } }, async (request) =>
    toCard(await editableCard(request.brand, request.session.userId, request.params.vcardId)),
  )

  app.patch(
    '/api/brands/:brandId/vcards/:vcardId',
    { config: ownCardEditors, schema: { params: cardParams, body: cardUpdateSchema, response: { 200: cardSchema } } },
    async (request) => {
      const { brand, body } = request
      const brandId = brand.id
      const before = await editableCard(brand, request.session.userId, request.params.vcardId)
      if (body.published !== undefined && body.published !== before.published && !brandRoleMay(brand.role, 'publish-cards')) {
        throw forbidden(`Your role in this brand (${brand.role}) may not ${brandActionWords['publish-cards']}; ask an editor to publish or withdraw it`)
      }
      if (body.owner_user_id !== undefined && body.owner_user_id !== before.owner_user_id && !brandRoleMay(brand.role, 'edit-cards')) {
        throw forbidden(`Your role in this brand (${brand.role}) may not give a card to someone else`)
      }
      await checkOwner(brandId, body.owner_user_id)
      await checkKeyIsFree(brandId, body.key)
      const card = cardWriteAnswer(await repositories.cards.update(brandId, request.params.vcardId, body))
      const recorded = { object: { type: 'card', id: card.id }, brandId, siteId: request.site.id }
      const edited = Object.keys(body).filter((field) => field !== 'published')
      if (edited.length > 0) {
        await repositories.auditLog.record(null, actorOf(request), { ...recorded, action: 'card.edited', summary: `Edited the card ${cardLabel(card)}: ${edited.join(', ')}`, details: { fields: edited } })
      }
      if (body.published !== undefined && before.published !== card.published) {
        await repositories.auditLog.record(null, actorOf(request), {
          ...recorded,
          action: card.published ? 'card.published' : 'card.unpublished',
          summary: `${card.published ? 'Published' : 'Withdrew'} the card ${cardLabel(card)}`,
        })
      }
      return card
    },
  )

  app.delete(
    '/api/brands/:brandId/vcards/:vcardId',
    { config: cardEditors, schema: { params: cardParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const card = await cardOfBrand(request.brand.id, request.params.vcardId)
      if (!(await repositories.cards.remove(request.brand.id, request.params.vcardId))) throw notFound(cardWriteMessages['not-found'])
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'card.deleted',
        object: { type: 'card', id: card.id },
        summary: `Deleted the card ${cardLabel(card)}`,
        brandId: request.brand.id,
        siteId: request.site.id,
      })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/brands/:brandId/vcards/:vcardId/figures',
    { config: cardEditors, schema: { params: cardParams, response: { 200: cardFiguresSchema } } },
    async (request) => repositories.cards.figures((await cardOfBrand(request.brand.id, request.params.vcardId)).id),
  )

  // The photo arrives as the raw image: this scope reads any body as bytes, up to the image limit.
  await app.register(async (plainScope) => {
    const photos = plainScope.withTypeProvider<ZodTypeProvider>()
    acceptImageBodies(photos, cardPhotoRefusals)
    photos.put(
      '/api/brands/:brandId/vcards/:vcardId/photo',
      { config: cardEditors, schema: { params: cardParams, response: { 200: cardSchema } } },
      async (request) => {
        const brandId = request.brand.id
        const { vcardId } = request.params
        const { bytes } = imageBodyOf(request, cardPhotoRefusals)
        await cardOfBrand(brandId, vcardId)
        const jpeg = await cardPhotoJpeg(bytes)
        const card = await database.db.transaction(async (tx) => {
          // Deleted meanwhile: nothing is written.
          if (!(await repositories.cards.lockInBrand(tx, brandId, vcardId))) throw notFound(cardWriteMessages['not-found'])
          const upload = await repositories.uploads.create(tx, { owner: { purpose: 'card-photo', brandId, cardId: vcardId }, contentType: 'image/jpeg', bytes: jpeg })
          const changed = (await repositories.cards.setPhoto(tx, brandId, vcardId, upload.id))!
          await repositories.auditLog.record(tx, actorOf(request), {
            action: 'card.edited',
            object: { type: 'card', id: vcardId },
            summary: `Edited the card ${cardLabel(changed)}: photo`,
            brandId,
            siteId: request.site.id,
            details: { fields: ['photo'] },
          })
          return changed
        })
        await repositories.cards.notifyChanged(brandId)
        return toCard(card)
      },
    )
  })
}
