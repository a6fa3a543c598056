import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Notification, NotificationKind } from '../../../src/domain/notification'
import type { Database } from '../../db/client'
import { notifications } from './schema'

type NotificationRow = typeof notifications.$inferSelect
const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt ? row.readAt.toISOString() : null,
})

export function createNotificationRepository(db: Database) {
  const mine = (siteId: string, userId: string) => and(eq(notifications.siteId, siteId), eq(notifications.userId, userId))

  async function unreadCount(siteId: string, userId: string): Promise<number> {
    const [unread] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(siteId, userId), isNull(notifications.readAt)))
    return Number(unread?.n ?? 0)
  }

  return {
    unreadCount,

    /** The newest notifications of this person on this site, and how many of all are unread. */
    async listForUser(siteId: string, userId: string, limit = 100): Promise<{ notifications: Notification[]; unread: number }> {
      const rows = await db.select().from(notifications).where(mine(siteId, userId)).orderBy(desc(notifications.createdAt)).limit(limit)
      return { notifications: rows.map(toNotification), unread: await unreadCount(siteId, userId) }
    },

    async create(input: { siteId: string; userId: string; kind: NotificationKind; title: string; body: string; link: string; messageId?: string }): Promise<Notification> {
      const [row] = await db.insert(notifications).values(input).returning()
      return toNotification(row!)
    },

    /** Marks one of this person's notifications read or unread; null when it is not theirs. */
    async setRead(siteId: string, userId: string, id: string, read: boolean): Promise<Notification | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: read ? new Date() : null })
        .where(and(mine(siteId, userId), eq(notifications.id, id)))
        .returning()
      return row ? toNotification(row) : null
    },
  }
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>
