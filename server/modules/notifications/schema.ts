import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf, siteRowColumns } from '../../db/columns'

/** In-app notifications, per person and site. */
export const notifications = pgTable(
  'notifications',
  {
    ...siteRowColumns(),
    userId: belongsTo('user_id', idOf('users')),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    messageId: uuid('message_id').references(idOf('messages'), { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.siteId, table.createdAt),
    check('notifications_kind_check', sql`${table.kind} in ('lead', 'membership', 'security', 'payment', 'invoice')`),
  ],
)

/** Per person and kind of notification, where it is delivered; no row means the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsTo('user_id', idOf('users')),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
)

/** A browser that asked for Web Push on one site; removed when its push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: belongsTo('user_id', idOf('users')),
    siteId: belongsTo('site_id', idOf('sites')),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.siteId)],
)

/** Settings the server makes for itself on first start and keeps, such as its VAPID keys. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
})
