import { integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** Every table's own id: a random UUID the database makes. */
export const id = () => uuid('id').primaryKey().defaultRandom()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** A required reference to the row this one belongs to, deleted with it. */
export const belongsTo = (column: string, target: () => AnyPgColumn) => uuid(column).notNull().references(target, { onDelete: 'cascade' })
/** The key of a table with at most one row for each row of another (a brand's profile, a person's calendar), deleted with it. */
export const oneFor = (column: string, target: () => AnyPgColumn) => uuid(column).primaryKey().references(target, { onDelete: 'cascade' })
/** The first columns of a table whose every row is one site's: its id and its site, with which it is deleted. */
export const siteRowColumns = () => ({ id: id(), siteId: belongsTo('site_id', idOf('sites')) })
/** The first columns of a table whose every row is one brand's: its id and its brand, with which it is deleted. */
export const brandRowColumns = () => ({ id: id(), brandId: belongsTo('brand_id', idOf('brands')) })

/**
 * What is kept of a code mailed to an address (a sign-in code, the code that confirms a new
 * address; server/modules/sessions/one-time-code.ts): its salted hash, the wrong tries, and when
 * it was made, expires, was used, or was replaced by a newer one.
 */
export const mailedCodeColumns = () => ({
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  replacedAt: timestamp('replaced_at', { withTimezone: true }),
})

const named = new Map<string, AnyPgColumn>()

/**
 * The id of another module's table, by the table's name: a module's schema imports no other
 * module, since the tables of two modules may refer to each other (a site's logo is an upload, and
 * an upload may be one site's page image). drizzle-kit writes the same foreign key as it would from
 * the table itself: a foreign key names only the table and the column.
 */
export function idOf(table: string): () => AnyPgColumn {
  return () => {
    let column = named.get(table)
    if (!column) named.set(table, (column = pgTable(table, { id: uuid('id') }).id))
    return column
  }
}
