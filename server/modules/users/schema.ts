import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { belongsTo, id, idOf, mailedCodeColumns } from '../../db/columns'

/** A change of a person's e-mail address, waiting for the code sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: belongsTo('user_id', idOf('users')),
    siteId: belongsTo('site_id', idOf('sites')),
    newEmail: text('new_email').notNull(),
    ...mailedCodeColumns(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
)
