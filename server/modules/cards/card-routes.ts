import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardCreateSchema, cardListSchema, cardSchema, cardUpdateSchema } from '../../../src/domain/card'
import { cardAnalyticsQuerySchema, cardAnalyticsSchema } from '../../../src/domain/card-analytics'
import { cardFiguresSchema } from '../../../src/domain/card-figures'
import { cardTemplateSchema, type CardTemplate } from '../../../src/domain/card-template'
import type { AppContext } from '../../app-context'
import type { CallerBrand } from '../../access/route-access'
import { defineMessages } from '@formatjs/intl'
import { fieldError, forbidden, notFound, said } from '../../http-error'
import { actorOf } from '../../access/actor'
import { acceptImageBodies, imageBodyOf } from '../uploads/public'
import { cardLabel, cardWriteAnswer, cardWriteMessages, toCard } from './card-mappers'
import { cardImage, cardImageRefusals, cardPhotoJpeg, cardPhotoRefusals } from './card-photo'
import { underTemplate } from './card-template'
import { cardGiving, notOfTheBrand } from './card-giving'
import { uploadUrl } from '../uploads/public'

const words = defineMessages({
  keyIsBusinessPage: { id: 'cardsErrors.keyIsBusinessPage', defaultMessage: "is the address of {brand}'s business page (/vcard/{key}); choose another" },
  notCardImage: { id: 'cardsErrors.notCardImage', defaultMessage: "must be the id of an image uploaded for this card (POST …/vcards/'{vcardId}'/images)" },
  ownCardOnly: {
    id: 'cardsErrors.ownCardOnly',
    defaultMessage: "Your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {operator}}) may {action} only, and this card is someone else's",
  },
  mayNotPublish: {
    id: 'cardsErrors.mayNotPublish',
    defaultMessage: 'Your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {operator}}) may not {action}; ask an editor to publish or withdraw it',
  },
  mayNotGive: {
    id: 'cardsErrors.mayNotGive',
    defaultMessage: 'Your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {operator}}) may not give a card to someone else',
  },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const cardParams = brandParams.extend({ vcardId: z.uuid('must be the id of a card') })
const cardEditors = { access: { brand: 'edit-cards' } } as const
/** A template as its fields: the values it sets and which of them it locks. */
const templateFields = (template: CardTemplate) => ({ ...template.values, locked: template.locked })
// Whoever may edit their own card; the handler lets those who may not edit every card reach only theirs.
const ownCardEditors = { access: { brand: 'edit-own-card' } } as const

/** What brand admins use to run the brand's cards. */
export const cardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { database, repositories, jobs } = context
  const giving = cardGiving(context)
  async function checkOwner(brandId: string, ownerUserId: string | null | undefined) {
    if (!ownerUserId) return
    if (!(await repositories.cards.personWhoMayOwn(database.db, brandId, ownerUserId))) throw notOfTheBrand()
  }
  /** A card's key and its brand's slug share /vcard/{name}: the key may not be the business page's. */
  async function checkKeyIsFree(brandId: string, key: string | undefined) {
    if (key === undefined) return
    const brand = await repositories.brands.findBrand(brandId)
    if (brand?.slug === key) throw fieldError('key', said(words.keyIsBusinessPage, { brand: brand.name, key }), 409)
  }

  /** A cover or a logo must be an image sent for this very card, so no card shows another's (or another brand's) file. */
  async function checkCardImages(brandId: string, cardId: string, body: { cover_upload_id?: string | null; logo_upload_id?: string | null }) {
    for (const field of ['cover_upload_id', 'logo_upload_id'] as const) {
      const id = body[field]
      if (!id) continue
      const upload = await repositories.uploads.find(id)
      if (!upload || upload.purpose !== 'card-photo' || upload.brandId !== brandId || upload.cardId !== cardId) {
        throw fieldError(field, words.notCardImage)
      }
    }
  }

  async function cardOfBrand(brandId: string, cardId: string) {
    const card = await repositories.cards.findInBrand(brandId, cardId)
    if (!card) throw notFound(cardWriteMessages['not-found'])
    return card
  }

  /** The card, when the caller may edit it: any card with edit-cards, else only one they own. */
  async function editableCard(brand: CallerBrand, userId: string, cardId: string) {
    const card = await cardOfBrand(brand.id, cardId)
    if (!brand.may('edit-cards') && card.owner_user_id !== userId) {
      throw forbidden(said(words.ownCardOnly, { role: brand.role, action: app.roles.words('edit-own-card') }))
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
      const fields = underTemplate(request.body, await repositories.cards.template(brandId), true)
      const card = cardWriteAnswer(await repositories.cards.create(database.db, brandId, fields))
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
      if (body.published !== undefined && body.published !== before.published && !brand.may('publish-cards')) {
        throw forbidden(said(words.mayNotPublish, { role: brand.role, action: app.roles.words('publish-cards') }))
      }
      if (body.owner_user_id !== undefined && body.owner_user_id !== before.owner_user_id && !brand.may('edit-cards')) {
        throw forbidden(said(words.mayNotGive, { role: brand.role }))
      }
      await checkOwner(brandId, body.owner_user_id)
      await checkKeyIsFree(brandId, body.key)
      underTemplate(body, await repositories.cards.template(brandId), false)
      await checkCardImages(brandId, before.id, body)
      const card = cardWriteAnswer(await repositories.cards.update(brandId, request.params.vcardId, body))
      const recorded = { object: { type: 'card', id: card.id }, brandId, siteId: request.site.id }
      await repositories.auditLog.recordEdit(null, actorOf(request), {
        ...recorded,
        action: 'card.edited',
        before: toCard(before),
        after: card,
        fields: Object.keys(body).filter((field) => field !== 'published' && field !== 'owner_user_id'),
        summary: (changed) => `Edited the card ${cardLabel(card)}: ${changed.join(', ')}`,
      })
      await giving.record(database.db, { ...recorded, actor: actorOf(request) }, toCard(before), card)
      if (body.published !== undefined && before.published !== card.published) {
        await repositories.auditLog.record(null, actorOf(request), {
          ...recorded,
          action: card.published ? 'card.published' : 'card.unpublished',
          summary: `${card.published ? 'Published' : 'Withdrew'} the card ${cardLabel(card)}`,
        })
      }
      if (card.owner_user_id !== before.owner_user_id) await giving.tellNewOwner(request, card)
      return card
    },
  )

  app.delete(
    '/api/brands/:brandId/vcards/:vcardId',
    { config: cardEditors, schema: { params: cardParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const card = await cardOfBrand(request.brand.id, request.params.vcardId)
      // The card, its photos' rows and the event go together; the photos' files once that commits.
      const photoFiles = await database.db.transaction(async (tx) => {
        const files = await repositories.uploads.fileNamesOfCard(tx, card.id)
        if (!(await repositories.cards.remove(request.brand.id, card.id, tx))) throw notFound(cardWriteMessages['not-found'])
        await repositories.auditLog.record(tx, actorOf(request), {
          action: 'card.deleted',
          object: { type: 'card', id: card.id },
          summary: `Deleted the card ${cardLabel(card)}`,
          brandId: request.brand.id,
          siteId: request.site.id,
        })
        return files
      })
      await jobs.send('upload-files', { fileNames: photoFiles })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/brands/:brandId/vcards/:vcardId/figures',
    { config: ownCardEditors, schema: { params: cardParams, response: { 200: cardFiguresSchema } } },
    async (request) => repositories.cards.figures((await editableCard(request.brand, request.session.userId, request.params.vcardId)).id),
  )

  // The brand's card template: read by whoever edits cards (the editor shows what is locked), set by its admins.
  app.get('/api/brands/:brandId/card-template', { config: ownCardEditors, schema: { params: brandParams, response: { 200: cardTemplateSchema } } }, async (request) =>
    repositories.cards.template(request.brand.id),
  )

  app.put(
    '/api/brands/:brandId/card-template',
    { config: { access: { brand: 'edit-brand' } }, schema: { params: brandParams, body: cardTemplateSchema, response: { 200: cardTemplateSchema } } },
    async (request) => {
      const before = templateFields(await repositories.cards.template(request.brand.id))
      const template = await repositories.cards.saveTemplate(request.brand.id, request.body)
      await repositories.auditLog.recordEdit(null, actorOf(request), {
        action: 'brand.edited',
        object: { type: 'brand', id: request.brand.id },
        before,
        after: templateFields(template),
        summary: (changed) =>
          `Changed the ${changed.join(', ')} of the card template${template.locked.length > 0 ? `; every card now has its ${template.locked.join(', ')}` : ''}`,
        brandId: request.brand.id,
        siteId: request.site.id,
      })
      return template
    },
  )

  app.get(
    '/api/brands/:brandId/vcards/:vcardId/analytics',
    { config: ownCardEditors, schema: { params: cardParams, querystring: cardAnalyticsQuerySchema, response: { 200: cardAnalyticsSchema } } },
    async (request) => repositories.cards.analytics((await editableCard(request.brand, request.session.userId, request.params.vcardId)).id, request.query.days),
  )

  // The photo arrives as the raw image: this scope reads any body as bytes, up to the image limit.
  await acceptImageBodies(app, cardPhotoRefusals, (photos) => {
    photos.put(
      '/api/brands/:brandId/vcards/:vcardId/photo',
      { config: ownCardEditors, schema: { params: cardParams, response: { 200: cardSchema } } },
      async (request) => {
        const brandId = request.brand.id
        const { vcardId } = request.params
        const { bytes } = imageBodyOf(request, cardPhotoRefusals)
        const before = toCard(await editableCard(request.brand, request.session.userId, vcardId))
        const jpeg = await cardPhotoJpeg(bytes)
        const card = await database.db.transaction(async (tx) => {
          // Deleted meanwhile: nothing is written.
          if (!(await repositories.cards.lockInBrand(tx, brandId, vcardId))) throw notFound(cardWriteMessages['not-found'])
          const upload = await repositories.uploads.create(tx, { owner: { purpose: 'card-photo', brandId, cardId: vcardId }, contentType: 'image/jpeg', bytes: jpeg })
          const changed = (await repositories.cards.setPhoto(tx, brandId, vcardId, upload.id))!
          await repositories.auditLog.recordEdit(tx, actorOf(request), {
            action: 'card.edited',
            object: { type: 'card', id: vcardId },
            before,
            after: toCard(changed),
            fields: ['photo'],
            summary: () => `Edited the card ${cardLabel(changed)}: photo`,
            brandId,
            siteId: request.site.id,
          })
          return changed
        })
        await repositories.cards.notifyChanged(brandId)
        return toCard(card)
      },
    )
  })

  // A cover image or a logo: kept as the card's file, then shown once a PATCH names its id.
  await acceptImageBodies(app, cardImageRefusals, (images) => {
    images.post(
      '/api/brands/:brandId/vcards/:vcardId/images',
      { config: ownCardEditors, schema: { params: cardParams, response: { 201: z.object({ id: z.string(), url: z.string() }) } } },
      async (request, reply) => {
        const brandId = request.brand.id
        const { bytes, format } = imageBodyOf(request, cardImageRefusals)
        const card = await editableCard(request.brand, request.session.userId, request.params.vcardId)
        const image = await cardImage(bytes, format)
        const upload = await database.db.transaction(async (tx) => {
          if (!(await repositories.cards.lockInBrand(tx, brandId, card.id))) throw notFound(cardWriteMessages['not-found'])
          return repositories.uploads.create(tx, { owner: { purpose: 'card-photo', brandId, cardId: card.id }, contentType: `image/${format}`, bytes: image })
        })
        return reply.code(201).send({ id: upload.id, url: uploadUrl(upload.id) })
      },
    )
  })
}
