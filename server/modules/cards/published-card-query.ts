import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { brands } from '../brands/public'
import { cards } from './schema'

/** A published card with what the public answer needs from its brand. */
export type PublishedCard = { card: typeof cards.$inferSelect; brand: { name: string; slug: string }; bookingTypeId: string | null }

/** The first published appointment type the card's owner hosts in the card's brand: the card's "Book a meeting". */
const bookingTypeOfOwner = sql<string | null>`(select t.id from appointment_types t where t.brand_id = ${cards.brandId} and t.host_user_id = ${cards.owner_user_id} and (t.fields->>'published')::boolean order by t.created_at, t.id limit 1)`

/** Cards with what their public answer needs from the brand; the caller says which and in what order. */
export const publishedCards = (db: Database) =>
  db
    .select({ card: cards, brand: { name: brands.name, slug: brands.slug }, bookingTypeId: bookingTypeOfOwner })
    .from(cards)
    .innerJoin(brands, eq(brands.id, cards.brandId))

/** The name the published card's read is prepared under on each connection. */
export const publishedCardStatement = 'card_published_by_key'

/**
 * The read of a published card by its brand and key, with what its page needs from the brand: the
 * one read a visit to a card not cached makes. Its placeholders are `brandId` and `key`. The scale
 * bench's floor (bench/lookup-floor-server.ts) runs this same statement.
 */
export const publishedCardQuery = (db: Database) =>
  publishedCards(db)
    .where(and(eq(cards.brandId, sql.placeholder('brandId')), eq(cards.key, sql.placeholder('key')), eq(cards.published, true)))
    .limit(1)
