import type { Database } from '../../db/client'
import { publishedCardQuery, publishedCardStatement, type PublishedCard } from './published-card-query'

const publishedCacheTtlMs = 30_000
const maxPublishedCached = 10_000

/**
 * Published cards by brand and key: every visit and .vcf download reads one. The card repository
 * drops a brand's on any change to its cards, made here or announced by another process.
 */
export function createPublishedCardCache(db: Database) {
  const published = new Map<string, Map<string, { found: PublishedCard | null; expiresAt: number }>>()
  let publishedSize = 0
  // Bumped on every change, so a card read before a change is not kept after it.
  let generation = 0
  // Every visit to a card not cached asks this: prepared once per connection, PostgreSQL plans it
  // once instead of on each visit (planning took three times as long as running it; docs/performance.md).
  const publishedByKey = publishedCardQuery(db).prepare(publishedCardStatement)

  return {
    /** Forgets the brand's cards: one of them changed. */
    drop(brandId: string): void {
      generation += 1
      publishedSize -= published.get(brandId)?.size ?? 0
      published.delete(brandId)
    },

    async find(brandId: string, key: string): Promise<PublishedCard | null> {
      const hit = published.get(brandId)?.get(key)
      if (hit && hit.expiresAt > Date.now()) return hit.found
      const readAt = generation
      const [row] = await publishedByKey.execute({ brandId, key })
      const found = row ?? null
      if (readAt !== generation) return found
      if (publishedSize >= maxPublishedCached) {
        published.clear()
        publishedSize = 0
      }
      let ofBrand = published.get(brandId)
      if (!ofBrand) published.set(brandId, (ofBrand = new Map()))
      if (!ofBrand.has(key)) publishedSize += 1
      // The time limit bounds what a change made around the repository (SQL by hand) leaves stale.
      ofBrand.set(key, { found, expiresAt: Date.now() + publishedCacheTtlMs })
      return found
    },
  }
}
