import { and, asc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../server/db/client'
import { guestbookEntries } from './schema'

export type GuestbookEntry = typeof guestbookEntries.$inferSelect

/** A brand's guestbook entries. */
export function createGuestbookRepository(db: Database) {
  return {
    async add(brandId: string, message: string, tx: Database | Transaction = db): Promise<GuestbookEntry> {
      const [row] = await tx.insert(guestbookEntries).values({ brandId, message }).returning()
      return row!
    },
    async list(brandId: string): Promise<GuestbookEntry[]> {
      return db.select().from(guestbookEntries).where(eq(guestbookEntries.brandId, brandId)).orderBy(asc(guestbookEntries.createdAt))
    },
    async thank(brandId: string, entryId: string): Promise<void> {
      await db.update(guestbookEntries).set({ thankedAt: new Date() }).where(and(eq(guestbookEntries.brandId, brandId), eq(guestbookEntries.id, entryId)))
    },
  }
}

export type GuestbookRepository = ReturnType<typeof createGuestbookRepository>
