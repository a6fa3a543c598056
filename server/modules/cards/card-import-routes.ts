import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardImportResultSchema, cardImportSchema } from '../../../src/domain/card-import'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { fieldError, HttpError } from '../../http-error'
import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import { actorOf } from '../../access/actor'
import { checkCardImport } from './card-import'

const words = defineMessages({
  keysTakenMeanwhile: { id: 'cardsErrors.keysTakenMeanwhile', defaultMessage: 'Another card took one of these keys while the file was imported; send it again to see which' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })

/**
 * Bulk import of a brand's people from a CSV: checked first (every problem with its row and
 * field, `dry_run` for a preview), then imported all or nothing: a file with one bad row imports
 * nobody.
 */
export const cardImportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.post(
    '/api/brands/:brandId/vcards/import',
    { config: { access: { brand: 'edit-cards' } }, bodyLimit: 2_500_000, schema: { params: brandParams, body: cardImportSchema, response: { 200: cardImportResultSchema, 201: cardImportResultSchema, 422: cardImportResultSchema } } },
    async (request, reply) => {
      const brandId = request.brand.id
      const brand = await repositories.brands.findBrand(brandId)
      const checked = checkCardImport(request.body.csv, { keys: await repositories.cards.keysOf(brandId), slug: brand?.slug ?? '' }, await repositories.cards.template(brandId), sayWith(translatorFor(requestLocale(request))))
      if ('malformed' in checked) throw fieldError('csv', checked.malformed)
      const answer = { rows: checked.rows, imported: 0, problems: checked.problems }
      // Nothing is written while any row is wrong: the person fixes the file and sends it again.
      if (checked.problems.length > 0) return reply.code(422).send(answer)
      if (request.body.dry_run) return reply.code(200).send(answer)
      const made = await repositories.cards.createMany(brandId, checked.cards)
      if (!made.ok) throw new HttpError(409, words.keysTakenMeanwhile, 'csv')
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'card.created',
        object: { type: 'brand', id: brandId },
        summary: `Imported ${made.count} ${made.count === 1 ? 'card' : 'cards'} from a CSV file`,
        brandId,
        siteId: request.site.id,
      })
      return reply.code(201).send({ ...answer, imported: made.count })
    },
  )
}
