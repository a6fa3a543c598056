import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pushSubscriptions } from './schema'

export type PushSubscriptionRecord = typeof pushSubscriptions.$inferSelect

/** The browsers that asked for Web Push, per person and site. */
export function createPushSubscriptionRepository(db: Database) {
  return {
    /**
     * Keeps a browser's subscription for this person on this site. An endpoint is one browser's:
     * subscribing it again (another person signed in on the same device) moves it to the new one.
     */
    async save(input: { userId: string; siteId: string; endpoint: string; p256dh: string; auth: string; userAgent: string }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(input)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: input.userId, siteId: input.siteId, p256dh: input.p256dh, auth: input.auth, userAgent: input.userAgent, createdAt: sql`now()` },
        })
    },

    /** Stops pushing to this endpoint for this person on this site; false when it was not theirs. */
    async remove(input: { userId: string; siteId: string; endpoint: string }): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, input.userId), eq(pushSubscriptions.siteId, input.siteId), eq(pushSubscriptions.endpoint, input.endpoint)))
        .returning({ id: pushSubscriptions.id })
      return removed.length > 0
    },

    async listFor(userId: string, siteId: string): Promise<PushSubscriptionRecord[]> {
      return db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.siteId, siteId)))
    },

    async findById(id: string): Promise<PushSubscriptionRecord | null> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1)
      return row ?? null
    },

    /** The push service said the browser is gone (404, 410). */
    async forget(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
    },

    async markSent(id: string): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(eq(pushSubscriptions.id, id))
    },
  }
}
export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>
