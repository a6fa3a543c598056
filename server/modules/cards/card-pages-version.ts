import { eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { brands } from '../brands/public'

/**
 * The number each brand's card pages are drawn at (brands.cards_version): raised by every change to
 * what they show, through any process. Read once per brand, then kept until this process hears of
 * such a change.
 */
export function createCardPagesVersion(db: Database) {
  const versions = new Map<string, Promise<number>>()

  return {
    read(brandId: string): Promise<number> {
      const kept = versions.get(brandId)
      if (kept) return kept
      const read = db
        .select({ version: brands.cardsVersion })
        .from(brands)
        .where(eq(brands.id, brandId))
        .then(([row]) => row?.version ?? 0)
      versions.set(brandId, read)
      // A failed read is not kept: the next visit reads again.
      read.catch(() => {
        if (versions.get(brandId) === read) versions.delete(brandId)
      })
      return read
    },

    /** Forgets the brand's number: it was raised, here or by another process. */
    drop(brandId: string): void {
      versions.delete(brandId)
    },

    /** Raises the brand's number (inside a transaction: for everyone once it commits). */
    async raise(executor: Database | Transaction, brandId: string): Promise<void> {
      await executor
        .update(brands)
        .set({ cardsVersion: sql`${brands.cardsVersion} + 1` })
        .where(eq(brands.id, brandId))
    },
  }
}
