import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandSchema, brandUpdateSchema } from '../../../src/domain/brand-identity'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { fieldError, notFound, said } from '../../http-error'
import { actorOf } from '../../access/actor'

const words = defineMessages({
  slugTaken: { id: 'brandsErrors.slugTaken', defaultMessage: '"{slug}" is taken by another brand; choose another' },
  slugIsCardKey: { id: 'brandsErrors.slugIsCardKey', defaultMessage: "\"{slug}\" is the key of one of this brand's cards (/vcard/{slug}); choose another" },
  noBrand: { id: 'brandsErrors.noBrand', defaultMessage: 'No brand with this id on this site' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })

/** The brand's own name and slug (the slug is the address of its business page, /vcard/{slug}). */
export const brandEditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories }) => {
  app.patch(
    '/api/brands/:brandId',
    { config: { access: { brand: 'edit-brand' } }, schema: { params: brandParams, body: brandUpdateSchema, response: { 200: brandSchema } } },
    async (request) => {
      const brandId = request.brand.id
      const changes = request.body
      const taken = (slug: string) => fieldError('slug', said(words.slugTaken, { slug }), 409)
      if (changes.slug !== undefined) {
        const holder = await repositories.brands.findBySlug(changes.slug)
        if (holder && holder.id !== brandId) throw taken(changes.slug)
        // The business page and the brand's cards share /vcard/{name}.
        if (await repositories.cards.keyIsUsed(brandId, changes.slug)) {
          throw fieldError('slug', said(words.slugIsCardKey, { slug: changes.slug }), 409)
        }
      }
      const before = await repositories.brands.findBrand(brandId)
      const brand = await database.db
        .transaction(async (tx) => {
          const row = await repositories.brands.updateBrand(tx, brandId, changes)
          if (!row) throw notFound(words.noBrand)
          await repositories.auditLog.recordEdit(tx, actorOf(request), {
            action: 'brand.edited',
            object: { type: 'brand', id: brandId },
            before,
            after: row,
            fields: Object.keys(changes),
            summary: (changed) => `Edited the ${changed.join(' and ')} of the brand ${row.name}`,
            brandId,
          })
          return row
        })
        .catch((error: unknown) => {
          // Two brands taking the same slug at once: the database's unique index decides.
          if (changes.slug !== undefined && /brands_slug_unique|duplicate key/i.test(String((error as { cause?: unknown }).cause ?? error))) throw taken(changes.slug)
          throw error
        })
      // Cards and the business page show the brand's name and address.
      await repositories.cards.notifyChanged(brandId)
      return { id: brand.id, name: brand.name, slug: brand.slug }
    },
  )
}
