import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { brandMembers } from '../brands/public'
import { roles, users } from '../sessions/public'
import { sites } from '../sites/public'
import { cards } from './schema'
import { lockedCard } from './locked-card'

type CardRow = typeof cards.$inferSelect

/** A person as a card's owner is named: in the audit log, in the editor's owner field. */
export type CardOwnerPerson = { id: string; name: string; email: string | null }

/**
 * Whether the person may own one of the brand's cards, as SQL: a member of the brand, or signed up
 * (as an admin or a member, never a guest) on one of its sites. Checked in the statement that
 * writes the owner, so a person removed meanwhile is not given the card.
 */
function mayOwnCardOf(executor: Database | Transaction, brandId: string, userId: string) {
  return or(
    exists(executor.select({ one: sql`1` }).from(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))),
    exists(
      executor
        .select({ one: sql`1` })
        .from(roles)
        .innerJoin(sites, eq(sites.id, roles.siteId))
        .where(and(eq(sites.brandId, brandId), eq(roles.userId, userId), inArray(roles.type, ['admin', 'member']))),
    ),
  )
}

type OwnerChange = { ok: true; before: CardRow; after: CardRow } | { ok: false; reason: 'not-found' | 'not-of-brand' }

/** Who owns the brand's cards: giving one, moving it to someone else, the cards a person owns. */
export function createCardOwnerStore(db: Database) {
  return {
    /** The person, when they may own a card of the brand; null for anyone else (or nobody). */
    async personWhoMayOwn(executor: Database | Transaction, brandId: string, userId: string): Promise<CardOwnerPerson | null> {
      const [person] = await executor
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), mayOwnCardOf(executor, brandId, userId)))
        .limit(1)
      return person ?? null
    },

    /** People by id, for naming them; ids of nobody are left out. */
    async people(executor: Database | Transaction, ids: string[]): Promise<CardOwnerPerson[]> {
      if (ids.length === 0) return []
      return executor.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
    },

    /**
     * Inside the caller's transaction: gives the card to the person (null: to nobody). The card is
     * locked first, so two changes of its owner are taken one after the other.
     */
    async setOwner(tx: Transaction, brandId: string, cardId: string, ownerUserId: string | null): Promise<OwnerChange> {
      const before = await lockedCard(tx, brandId, cardId)
      if (!before) return { ok: false, reason: 'not-found' }
      const [after] = await tx
        .update(cards)
        .set({ owner_user_id: ownerUserId, updatedAt: new Date() })
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId), ownerUserId ? mayOwnCardOf(tx, brandId, ownerUserId) : undefined))
        .returning()
      if (!after) return { ok: false, reason: 'not-of-brand' }
      return { ok: true, before, after }
    },

    /** The brand's cards the person owns, oldest first. */
    async ownedBy(brandId: string, userId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.owner_user_id, userId)))
        .orderBy(asc(cards.createdAt), asc(cards.key))
    },
  }
}
