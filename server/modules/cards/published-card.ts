import { z } from 'zod'
import { cardKeySchema } from '../../../src/domain/card'
import { defineMessages } from '@formatjs/intl'
import { notFound, said } from '../../http-error'
import type { Repositories } from '../../app-context'
import type { SiteRecord } from '../sites/public'
import type { PublishedCard } from './card-repository'

const words = defineMessages({
  noPublishedCard: { id: 'cardsErrors.noPublishedCard', defaultMessage: 'No published card "{key}" on this site' },
})

/** A published card of the host's brand; any other key is the same 404, published elsewhere or not. */
export async function publishedCardOfSite(repositories: Repositories, site: SiteRecord, rawKey: string): Promise<PublishedCard> {
  const key = cardKeySchema.safeParse(rawKey)
  const found = key.success ? await repositories.cards.findPublished(site.brandId, key.data) : null
  if (!found) throw notFound(said(words.noPublishedCard, { key: rawKey.slice(0, 64) }))
  return found
}

/** The key as it comes in the path: checked against the key rules only when looked up, so any key is the same 404. */
export const publishedCardParams = z.object({ key: z.string().min(1).max(200) })
