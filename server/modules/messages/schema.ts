import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf, siteRowColumns } from '../../db/columns'

export type MessageKind = 'lead' | 'contact'
export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost'

/**
 * Messages to a person: a lead left on a card (sent by the visitor's guest identity), or a message
 * from the site's contact page to the brand. Both are in the brand's inbox with a status.
 */
export const messages = pgTable(
  'messages',
  {
    ...siteRowColumns(),
    /** The brand whose inbox holds it (the site's brand); null only for a site without a brand. */
    brandId: uuid('brand_id').references(idOf('brands'), { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull().default('lead'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The visitor's own contact card, when they left one with the lead (vCard text). */
    visitorVcard: text('visitor_vcard'),
    cardId: uuid('card_id').references(idOf('cards'), { onDelete: 'set null' }),
    /** Null when the card has no owner and its brand no owner either; brand admins still see it in the figures. */
    toUserId: uuid('to_user_id').references(idOf('users'), { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(idOf('users'), { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromPhone: text('from_phone').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Kept so the per-address flood limit can count; never shown to the recipient. */
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_to_user_idx').on(table.toUserId, table.siteId, table.createdAt),
    index('messages_card_idx').on(table.cardId, table.createdAt),
    index('messages_ip_idx').on(table.requestIp, table.createdAt),
    index('messages_brand_idx').on(table.brandId, table.createdAt),
    check('messages_kind_check', sql`${table.kind} in ('lead', 'contact')`),
    check('messages_status_check', sql`${table.status} in ('new', 'contacted', 'won', 'lost')`),
  ],
)

/** What the brand's people wrote about a message: a note kept inside, or a reply sent by e-mail. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    messageId: belongsTo('message_id', () => messages.id),
    authorUserId: uuid('author_user_id').references(idOf('users'), { onDelete: 'set null' }),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_notes_message_idx').on(table.messageId, table.createdAt),
    check('lead_notes_kind_check', sql`${table.kind} in ('note', 'reply')`),
  ],
)
