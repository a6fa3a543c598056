import { and, eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { cards } from './schema'

/**
 * The brand's card of this id, locked for the rest of the caller's transaction, so changes to it
 * are taken one after the other; null when the brand has no such card.
 */
export async function lockedCard(tx: Transaction, brandId: string, cardId: string): Promise<typeof cards.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
    .for('update')
  return row ?? null
}
