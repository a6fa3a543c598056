import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { CardAddress } from '../../../src/domain/contact-details'
import { belongsTo, createdAt, id, idOf, oneFor } from '../../db/columns'

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull(),
  /** Public, URL-safe name of the brand (used for its business page). */
  slug: text('slug').notNull().unique(),
  /**
   * Raised on every change to what the brand's card pages show (its cards, its name, its
   * appointment types): a card page drawn ahead at an older number is stale (server/modules/pages/drawn-pages.ts).
   */
  cardsVersion: integer('cards_version').notNull().default(0),
  createdAt: createdAt(),
})

/**
 * The people of a brand and their role in it: owner, admin, editor or member (what each may do is
 * the role table in src/domain/brand-roles.ts). A brand always keeps at least one owner.
 */
export const brandMembers = pgTable(
  'brand_members',
  {
    brandId: belongsTo('brand_id', () => brands.id),
    userId: belongsTo('user_id', idOf('users')),
    role: text('role').$type<BrandRole>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.userId] }),
    index('brand_members_user_id_idx').on(table.userId),
    check('brand_members_role_check', sql`${table.role} in ('owner', 'admin', 'editor', 'member')`),
  ],
)

/** What the brand's business page shows besides its cards. */
export const brandProfiles = pgTable('brand_profiles', {
  brandId: oneFor('brand_id', () => brands.id),
  about: text('about').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  address: jsonb('address').$type<CardAddress>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Invitations to join a brand, sent by e-mail: only the SHA-256 of the link's token is kept. A link
 * is good once, for 7 days, until it is revoked or a newer one is sent for the same invitation.
 */
export const brandInvitations = pgTable(
  'brand_invitations',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** The site whose address the link uses and on which accepting signs the person in. */
    siteId: belongsTo('site_id', idOf('sites')),
    email: text('email').notNull(),
    role: text('role').$type<BrandRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(idOf('users'), { onDelete: 'set null' }),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(idOf('users'), { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('brand_invitations_brand_idx').on(table.brandId, table.createdAt),
    check('brand_invitations_role_check', sql`${table.role} in ('owner', 'admin', 'editor', 'member')`),
  ],
)
