import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { SiteMeta } from '../../src/domain/site'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
  /** Public, URL-safe name of the brand (used for its business page). */
  slug: text('slug').notNull().unique(),
  createdAt: createdAt(),
})

export const uploads = pgTable('uploads', {
  id: id(),
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** File name inside DATA_DIR/uploads. */
  fileName: text('file_name').notNull(),
  createdAt: createdAt(),
})

export const sites = pgTable('sites', {
  id: id(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  meta: jsonb('meta').$type<SiteMeta>().notNull(),
  logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A site answers on one or more host names; a host name belongs to one site. */
export const siteHosts = pgTable(
  'site_hosts',
  {
    hostname: text('hostname').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (table) => [index('site_hosts_site_id_idx').on(table.siteId)],
)

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
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
)

export const roles = pgTable(
  'roles',
  {
    id: id(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
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
    id: id(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
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
