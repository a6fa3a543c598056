import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf } from '../../server/db/columns'

/** What a brand's people wrote in its guestbook, and when the brand's thanks went out. */
export const guestbookEntries = pgTable(
  'guestbook_entries',
  {
    id: id(),
    brandId: belongsTo('brand_id', idOf('brands')),
    message: text('message').notNull(),
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('guestbook_entries_brand_idx').on(table.brandId, table.createdAt)],
)
