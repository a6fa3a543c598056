import type { Locale } from '../../../src/i18n/locales'
import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf, mailedCodeColumns, siteRowColumns } from '../../db/columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Lower-cased; null for guests. */
    email: text('email'),
    name: text('name').notNull().default(''),
    image: text('image'),
    bio: text('bio').notNull().default(''),
    info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
    /** Shown in the directory at /users of the sites they belong to. */
    listed: boolean('listed').notNull().default(false),
    /** The language the person chose for the workspace and their mails; null follows the site's. */
    locale: text('locale').$type<Locale>(),
    /** A suspended person is signed out everywhere and cannot sign in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
)

export const roles = pgTable(
  'roles',
  {
    ...siteRowColumns(),
    userId: belongsTo('user_id', () => users.id),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('roles_site_user_key').on(table.siteId, table.userId),
    check('roles_type_check', sql`${table.type} in ('admin', 'member', 'guest')`),
  ],
)

/** A signed-in session on one site; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    siteId: belongsTo('site_id', idOf('sites')),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/**
 * One-time sign-in codes. Rows are kept after use or replacement so the per-address and per-IP
 * limits can count what was sent in the last hour.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    ...siteRowColumns(),
    email: text('email').notNull(),
    requestIp: text('request_ip').notNull(),
    ...mailedCodeColumns(),
  },
  (table) => [
    index('login_codes_email_idx').on(table.email, table.createdAt),
    index('login_codes_ip_idx').on(table.requestIp, table.createdAt),
  ],
)

/** Guests created per address, so a stranger cannot create them without limit. */
export const guestRequests = pgTable(
  'guest_requests',
  {
    id: id(),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('guest_requests_ip_idx').on(table.requestIp, table.createdAt)],
)
