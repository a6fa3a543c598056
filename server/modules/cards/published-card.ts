import { z } from 'zod'
import { cardKeySchema } from '../../../src/domain/card'
import { notFound } from '../../http-error'
import type { Repositories } from '../../app-context'
import type { SiteRecord } from '../sites/public'
import type { PublishedCard } from './card-repository'

/** A published card of the host's brand; any other key is the same 404, published elsewhere or not. */
export async function publishedCardOfSite(repositories: Repositories, site: SiteRecord, rawKey: string): Promise<PublishedCard> {
  const key = cardKeySchema.safeParse(rawKey)
  const found = key.success ? await repositories.cards.findPublished(site.brandId, key.data) : null
  if (!found) throw notFound(`No published card "${rawKey.slice(0, 64)}" on this site`)
  return found
}

/** The key as it comes in the path: checked against the key rules only when looked up, so any key is the same 404. */
export const publishedCardParams = z.object({ key: z.string().min(1).max(200) })
