import { and, asc, eq, gt } from 'drizzle-orm'
import type { CardCreateParsed, CardUpdateParsed } from '../../../src/domain/card'
import type { Database, Transaction } from '../../db/client'
import { announceChange } from '../../db/data-changes'
import { cards } from './schema'
import { cardColumnsOf } from './card-columns'
import { addCardEventCounts, cardAnalytics, cardFigures, type CardEventCount } from './card-figures-store'
import { createCardPagesVersion } from './card-pages-version'
import { createCardOwnerStore } from './card-owner-store'
import { createCardTemplateStore } from './card-template-store'
import { createPublishedCardCache } from './published-card-cache'
import { publishedCards, type PublishedCard } from './published-card-query'
import { lockedCard } from './locked-card'

export type { CardEventCount, PublishedCard }
/**
 * The days a card's figures cover, named beside the repository that reads them.
 * @public
 */
export { figureDays } from './card-figures-store'
export { publishedCardQuery, publishedCardStatement } from './published-card-query'

export type CardRecord = typeof cards.$inferSelect

export type CardWriteResult =
  | { ok: true; card: CardRecord }
  | { ok: false; reason: 'not-found' | 'key-taken' | 'no-name' }

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * Cards of a brand. Every query names the brand, so a card id from another brand finds nothing.
 * Listeners hear of every change made through any process (server/db/data-changes.ts), so caches
 * of rendered cards can drop what went stale.
 */
export function createCardRepository(db: Database) {
  const listeners = new Set<(brandId: string) => void>()
  const published = createPublishedCardCache(db)
  const pagesVersions = createCardPagesVersion(db)
  const changedHere = (brandId: string) => {
    published.drop(brandId)
    pagesVersions.drop(brandId)
    for (const listener of listeners) listener(brandId)
  }
  /** Tells this process's listeners at once and every other process's (inside a transaction: when it commits). */
  async function changed(executor: Database | Transaction, brandId: string) {
    changedHere(brandId)
    await pagesVersions.raise(executor, brandId)
    // Again: a visit between the first and the raise read the number the raise has just made stale.
    changedHere(brandId)
    await announceChange(executor, { kind: 'cards', brandId })
  }
  const template = createCardTemplateStore(db, (brandId) => changed(db, brandId))

  return {
    onChange(listener: (brandId: string) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    async listByBrand(brandId: string): Promise<CardRecord[]> {
      return db.select().from(cards).where(eq(cards.brandId, brandId)).orderBy(asc(cards.createdAt), asc(cards.key))
    },

    /** Whether one of the brand's cards, published or not, has this key. */
    async keyIsUsed(brandId: string, key: string): Promise<boolean> {
      const [found] = await db.select({ id: cards.id }).from(cards).where(and(eq(cards.brandId, brandId), eq(cards.key, key))).limit(1)
      return Boolean(found)
    },

    /** Every key the brand's cards use. */
    async keysOf(brandId: string): Promise<Set<string>> {
      const rows = await db.select({ key: cards.key }).from(cards).where(eq(cards.brandId, brandId))
      return new Set(rows.map((row) => row.key))
    },

    /** Makes many cards at once, all or none (an import): answers how many were made. */
    async createMany(brandId: string, inputs: CardCreateParsed[]): Promise<{ ok: true; count: number } | { ok: false; reason: 'key-taken' }> {
      try {
        return await db.transaction(async (tx) => {
          let count = 0
          // In slices, so one statement never carries more parameters than the database takes.
          for (let start = 0; start < inputs.length; start += 500) {
            const slice = inputs.slice(start, start + 500)
            const rows = await tx.insert(cards).values(slice.map((input) => ({ brandId, ...cardColumnsOf(input), key: input.key }))).returning({ id: cards.id })
            count += rows.length
          }
          await changed(tx, brandId)
          return { ok: true as const, count }
        })
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'key-taken' }
        throw error
      }
    },

    async findInBrand(brandId: string, cardId: string): Promise<CardRecord | null> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
        .limit(1)
      return row ?? null
    },

    async create(executor: Database | Transaction, brandId: string, input: CardCreateParsed): Promise<CardWriteResult> {
      try {
        const [row] = await executor
          .insert(cards)
          .values({ brandId, ...cardColumnsOf(input), key: input.key })
          .returning()
        await changed(executor, brandId)
        return { ok: true, card: row! }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'key-taken' }
        throw error
      }
    },

    async update(brandId: string, cardId: string, input: CardUpdateParsed): Promise<CardWriteResult> {
      try {
        const result = await db.transaction(async (tx): Promise<CardWriteResult> => {
          const current = await lockedCard(tx, brandId, cardId)
          if (!current) return { ok: false, reason: 'not-found' }
          const columns = cardColumnsOf(input)
          const givenName = columns.given_name ?? current.given_name
          const familyName = columns.family_name ?? current.family_name
          if (!givenName && !familyName) return { ok: false, reason: 'no-name' }
          const [row] = await tx
            .update(cards)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(cards.id, cardId))
            .returning()
          return { ok: true, card: row! }
        })
        if (result.ok) await changed(db, brandId)
        return result
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'key-taken' }
        throw error
      }
    },

    template: template.template,
    saveTemplate: template.saveTemplate,
    ...createCardOwnerStore(db),

    /** Deletes the card (in the caller's transaction, when given). */
    async remove(brandId: string, cardId: string, executor: Database | Transaction = db): Promise<boolean> {
      const deleted = await executor
        .delete(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
        .returning({ id: cards.id })
      if (deleted.length > 0) await changed(executor, brandId)
      return deleted.length > 0
    },

    /** Tells the listeners of a change made outside this repository's own writes (or inside a transaction, once committed). */
    notifyChanged: (brandId: string) => changed(db, brandId),

    /** A change another process announced: this process's listeners hear of it. */
    changedElsewhere: changedHere,

    /** Changes may have been missed (the database connection dropped): the listeners hear of every brand with cards. */
    async allChangedElsewhere(): Promise<void> {
      const rows = await db.selectDistinct({ brandId: cards.brandId }).from(cards)
      for (const row of rows) changedHere(row.brandId)
    },

    /** Inside the caller's transaction: the card cannot be deleted before it commits. False when there is no such card. */
    async lockInBrand(executor: Transaction, brandId: string, cardId: string): Promise<boolean> {
      return (await lockedCard(executor, brandId, cardId)) !== null
    },

    /** Inside the caller's transaction: call notifyChanged once it has committed. */
    async setPhoto(executor: Database | Transaction, brandId: string, cardId: string, uploadId: string): Promise<CardRecord | null> {
      const [row] = await executor
        .update(cards)
        .set({ photoUploadId: uploadId, updatedAt: new Date() })
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
        .returning()
      return row ?? null
    },

    findPublished: published.find,

    async listPublished(brandId: string): Promise<PublishedCard[]> {
      return publishedCards(db)
        .where(and(eq(cards.brandId, brandId), eq(cards.published, true)))
        .orderBy(asc(cards.family_name), asc(cards.given_name), asc(cards.key))
    },

    /** Up to `limit` of the brand's published cards whose keys come after `afterKey`, in key order: a walk through all of them. */
    async publishedAfter(brandId: string, afterKey: string, limit: number): Promise<PublishedCard[]> {
      return publishedCards(db)
        .where(and(eq(cards.brandId, brandId), gt(cards.key, afterKey), eq(cards.published, true)))
        .orderBy(asc(cards.key))
        .limit(limit)
    },

    /** The number the brand's card pages are drawn at (card-pages-version.ts). */
    pagesVersion: pagesVersions.read,

    addEventCounts: (counts: CardEventCount[]): Promise<void> => addCardEventCounts(db, counts),
    analytics: (cardId: string, range: number) => cardAnalytics(db, cardId, range),
    figures: (cardId: string) => cardFigures(db, cardId),
  }
}

