import { eq, sql } from 'drizzle-orm'
import {
  defaultDelivery,
  type Delivery,
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../src/domain/notification'
import type { Database } from '../../db/client'
import { notificationPreferences } from './schema'
import { users } from '../sessions/public'

/** Where each kind of notification reaches a person, on every site: a row per kind they changed, the defaults for the rest. */
export function createPreferenceRepository(db: Database) {
  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
    const preferences = structuredClone(defaultDelivery)
    for (const row of rows) {
      if (!(notificationKinds as readonly string[]).includes(row.kind)) continue
      preferences[row.kind as NotificationKind] = { in_app: row.inApp, email: row.email, push: row.push }
    }
    return preferences
  }

  return {
    preferencesOf,

    /** Where a notification of this kind reaches this person, and the address its e-mail goes to. */
    async deliveryOf(userId: string, kind: NotificationKind): Promise<Delivery & { address: string | null }> {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1)
      return { ...(await preferencesOf(userId))[kind], address: user?.email ?? null }
    },

    async update(userId: string, changes: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const rows = Object.entries(changes).map(([kind, delivery]) => ({
        userId,
        kind,
        inApp: delivery.in_app,
        email: delivery.email,
        push: delivery.push,
      }))
      if (rows.length > 0) {
        await db
          .insert(notificationPreferences)
          .values(rows)
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`now()` },
          })
      }
      return preferencesOf(userId)
    },
  }
}
export type PreferenceRepository = ReturnType<typeof createPreferenceRepository>
