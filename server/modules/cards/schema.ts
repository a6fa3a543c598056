import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CardColors } from '../../../src/domain/card'
import type { CardDesign } from '../../../src/domain/card-design'
import type { CardAddress, CardEmail, CardMessenger, CardPhone, CardSocial, CardWebsite } from '../../../src/domain/contact-details'
import { belongsTo, brandRowColumns, createdAt, idOf, oneFor } from '../../db/columns'

export const cards = pgTable(
  'cards',
  {
    ...brandRowColumns(),
    /** The person the card is for; leads left on the card go to them. */
    // The fields the API writes keep its names, so a card field maps to its column without a table.
    owner_user_id: uuid('owner_user_id').references(idOf('users'), { onDelete: 'set null' }),
    key: text('key').notNull(),
    given_name: text('given_name').notNull().default(''),
    family_name: text('family_name').notNull().default(''),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    job_title: text('job_title').notNull().default(''),
    /** Null shows the brand's name. */
    organisation: text('organisation'),
    photoUploadId: uuid('photo_upload_id').references(idOf('uploads'), { onDelete: 'set null' }),
    phones: jsonb('phones').$type<CardPhone[]>().notNull().default([]),
    emails: jsonb('emails').$type<CardEmail[]>().notNull().default([]),
    websites: jsonb('websites').$type<CardWebsite[]>().notNull().default([]),
    address: jsonb('address').$type<CardAddress>(),
    socials: jsonb('socials').$type<CardSocial[]>().notNull().default([]),
    messengers: jsonb('messengers').$type<CardMessenger[]>().notNull().default([]),
    bio: text('bio').notNull().default(''),
    published: boolean('published').notNull().default(false),
    colors: jsonb('colors').$type<CardColors>().notNull().default({}),
    design: jsonb('design').$type<CardDesign>().notNull().default({}),
    /** The cover image across the top of the card (the `cover` layout), and the card's logo. */
    cover_upload_id: uuid('cover_upload_id').references(idOf('uploads'), { onDelete: 'set null' }),
    logo_upload_id: uuid('logo_upload_id').references(idOf('uploads'), { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cards_brand_key_key').on(table.brandId, table.key),
    index('cards_owner_user_id_idx').on(table.owner_user_id),
    // Deleting a card deletes its photo's upload, which looks for the cards showing that photo:
    // without this index, a scan of every card (0.8 s at a million cards).
    index('cards_photo_upload_id_idx').on(table.photoUploadId),
    index('cards_cover_upload_id_idx').on(table.cover_upload_id),
    index('cards_logo_upload_id_idx').on(table.logo_upload_id),
  ],
)

/**
 * Daily counters per card (src/domain/card-events.ts): one row per card, day, event, source (the
 * `?src=` marker) and target (the link tapped) keeps the table small however busy a card is. No
 * visitor is recorded: only the sums.
 */
export const cardDailyEvents = pgTable(
  'card_daily_events',
  {
    cardId: belongsTo('card_id', () => cards.id),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    source: text('source').notNull().default(''),
    target: text('target').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.day, table.event, table.source, table.target] }),
    check('card_daily_events_event_check', sql`${table.event} in ('view', 'contact_save', 'qr_scan', 'link_tap', 'card_save')`),
    check('card_daily_events_source_check', sql`${table.source} in ('', 'qr', 'link', 'nfc', 'signature', 'background')`),
  ],
)

/**
 * The brand's template for its people's cards: the values new and imported cards start from, and
 * the fields the brand locks, which a card's own editor may not change.
 */
export const brandCardTemplates = pgTable('brand_card_templates', {
  brandId: oneFor('brand_id', idOf('brands')),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  locked: jsonb('locked').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
