import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { brandRowColumns, createdAt, idOf, oneFor } from '../../db/columns'

/** Where a brand's new leads are posted, signed with the secret (HMAC-SHA256). */
export const brandWebhooks = pgTable('brand_webhooks', {
  brandId: oneFor('brand_id', idOf('brands')),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Each try of posting a lead to a brand's webhook: what the receiver answered, or why it failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...brandRowColumns(),
    messageId: uuid('message_id').references(idOf('messages'), { onDelete: 'set null' }),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_deliveries_brand_idx').on(table.brandId, table.createdAt)],
)
