import { pgTable, text, uuid } from 'drizzle-orm/pg-core'

/**
 * The two columns of a card that a message shows: which card it came through. The cards module
 * comes after this one in the module list (a card's figures count the leads it brought), so the
 * inbox names the table rather than importing it, as the schema names it for the foreign key.
 */
export const cardKeys = pgTable('cards', { id: uuid('id').notNull(), key: text('key').notNull() })
