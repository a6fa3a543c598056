import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, idOf } from '../../db/columns'

/** A change of a person's e-mail address, waiting for the code sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: belongsTo('user_id', idOf('users')),
    siteId: belongsTo('site_id', idOf('sites')),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
)
