import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardCreateSchema, cardForMemberSchema, cardListSchema, cardOwnerUpdateSchema, cardSchema } from '../../../src/domain/card'
import type { AppContext } from '../../app-context'
import { actorOf } from '../../access/actor'
import { notFound } from '../../http-error'
import { cardFieldsOfPerson, freeKeyFor } from './card-for-person'
import { cardGiving, notOfTheBrand, personLabel } from './card-giving'
import { cardLabel, cardWriteAnswer, cardWriteMessages, toCard } from './card-mappers'
import { underTemplate } from './card-template'

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const cardParams = brandParams.extend({ vcardId: z.uuid('must be the id of a card') })

/**
 * Whose card is whose: a person's own cards, a card made for a person of the brand, a card given
 * to someone, moved from one person to another or taken back. Giving and moving are for whoever
 * edits every card; the new owner must be one of the brand's people, checked in the statement
 * that writes them.
 */
export const cardOwnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { database, repositories } = context
  const giving = cardGiving(context)

  // Everyone of the brand: their own cards (a member may not list the others').
  app.get('/api/brands/:brandId/vcards/mine', { config: { access: { brand: 'edit-own-card' } }, schema: { params: brandParams, response: { 200: cardListSchema } } }, async (request) => ({
    cards: (await repositories.cards.ownedBy(request.brand.id, request.session.userId)).map(toCard),
  }))

  app.post(
    '/api/brands/:brandId/vcards/for-member',
    { config: { access: { brand: 'edit-cards' } }, schema: { params: brandParams, body: cardForMemberSchema, response: { 201: cardSchema } } },
    async (request, reply) => {
      const brandId = request.brand.id
      const ownerId = request.body.owner_user_id
      const person = await repositories.cards.personWhoMayOwn(database.db, brandId, ownerId)
      if (!person) throw notOfTheBrand()
      const [template, brand, keys] = await Promise.all([repositories.cards.template(brandId), repositories.brands.findBrand(brandId), repositories.cards.keysOf(brandId)])
      const fields = cardFieldsOfPerson(person)
      const key = freeKeyFor(`${fields.given_name} ${fields.family_name}`, (word) => keys.has(word) || word === brand?.slug)
      // An address the card's rules refuse (too long, say) is left out: the person adds theirs in the editor.
      const parsed = cardCreateSchema.safeParse({ ...fields, key, owner_user_id: ownerId })
      const body = parsed.success ? parsed.data : cardCreateSchema.parse({ ...fields, emails: [], key, owner_user_id: ownerId })
      const input = underTemplate(body, template, true)
      const card = await database.db.transaction(async (tx) => {
        // Checked again with the write, so a person removed meanwhile gets no card.
        if (!(await repositories.cards.personWhoMayOwn(tx, brandId, ownerId))) throw notOfTheBrand()
        const made = cardWriteAnswer(await repositories.cards.create(tx, brandId, input))
        await repositories.auditLog.record(tx, actorOf(request), {
          action: 'card.created',
          object: { type: 'card', id: made.id },
          summary: `Created the card ${cardLabel(made)} for ${personLabel(person)}`,
          brandId,
          siteId: request.site.id,
          details: { changes: [{ field: 'owner_user_id', from: null, to: ownerId }] },
        })
        return made
      })
      await giving.tellNewOwner(request, card)
      return reply.code(201).send(card)
    },
  )

  app.put(
    '/api/brands/:brandId/vcards/:vcardId/owner',
    { config: { access: { brand: 'edit-cards' } }, schema: { params: cardParams, body: cardOwnerUpdateSchema, response: { 200: cardSchema } } },
    async (request) => {
      const brandId = request.brand.id
      const card = await database.db.transaction(async (tx) => {
        const changed = await repositories.cards.setOwner(tx, brandId, request.params.vcardId, request.body.owner_user_id)
        if (!changed.ok) throw changed.reason === 'not-found' ? notFound(cardWriteMessages['not-found']) : notOfTheBrand()
        const before = toCard(changed.before)
        const after = toCard(changed.after)
        await giving.record(tx, { brandId, siteId: request.site.id, actor: actorOf(request) }, before, after)
        return { before, after }
      })
      // The card's page names its owner's booking page: it is drawn again.
      await repositories.cards.notifyChanged(brandId)
      if (card.before.owner_user_id !== card.after.owner_user_id) await giving.tellNewOwner(request, card.after)
      return card.after
    },
  )
}
