import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm'
import type { CardCreateParsed, CardUpdateParsed } from '../../../src/domain/card'
import type { CardAnalytics } from '../../../src/domain/card-analytics'
import { type CardFigures } from '../../../src/domain/card-figures'
import type { CardTemplate, TemplateField } from '../../../src/domain/card-template'
import type { CardEvent, CardSource } from '../../../src/domain/card-events'
import type { Database, Transaction } from '../../db/client'
import { announceChange } from '../../db/data-changes'
import { brandCardTemplates, brands, cardDailyEvents, cards, messages } from '../../db/schema'

export type CardRecord = typeof cards.$inferSelect

const compareKeys = (a: string[], b: string[]): number => {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index]! < b[index]!) return -1
    if (a[index]! > b[index]!) return 1
  }
  return 0
}
/** How many times an event happened to a card on a day (UTC, YYYY-MM-DD), from a source, to a target (the link tapped). */
export type CardEventCount = { cardId: string; day: string; event: CardEvent; source: CardSource; target: string; count: number }
/** A published card with what the public answer needs from its brand. */
export type PublishedCard = { card: CardRecord; brand: { name: string; slug: string }; bookingTypeId: string | null }

/** The first published appointment type the card's owner hosts in the card's brand: the card's "Book a meeting". */
const bookingTypeOfOwner = sql<string | null>`(select t.id from appointment_types t where t.brand_id = ${cards.brandId} and t.host_user_id = ${cards.owner_user_id} and (t.fields->>'published')::boolean order by t.created_at, t.id limit 1)`

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

const publishedCards = (db: Database) =>
  db
    .select({ card: cards, brand: { name: brands.name, slug: brands.slug }, bookingTypeId: bookingTypeOfOwner })
    .from(cards)
    .innerJoin(brands, eq(brands.id, cards.brandId))

export type CardWriteResult =
  | { ok: true; card: CardRecord }
  | { ok: false; reason: 'not-found' | 'key-taken' | 'no-name' }

export const figureDays = 30
const publishedCacheTtlMs = 30_000
const maxPublishedCached = 10_000

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The columns of the fields the body names; a field left out keeps its value. Each field of the
 * card's API body is stored in the column of its own name (server/db/schema.ts).
 */
function columnsOf({ photo, ...input }: CardUpdateParsed): Partial<typeof cards.$inferInsert> {
  // Pick<> refuses to compile when a field of the body has no column of its name.
  const columns: Partial<Pick<typeof cards.$inferInsert, Exclude<keyof CardUpdateParsed, 'photo'> | 'photoUploadId'>> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  )
  // The photo is sent to its own route; the card's fields can only take it away.
  if (photo === null) columns.photoUploadId = null
  // An empty organisation means "the brand's name", stored as none.
  if (input.organisation !== undefined) columns.organisation = input.organisation || null
  return columns
}

/**
 * Cards of a brand. Every query names the brand, so a card id from another brand finds nothing.
 * Listeners hear of every change made through any process (server/db/data-changes.ts), so caches
 * of rendered cards can drop what went stale.
 */
export function createCardRepository(db: Database) {
  const listeners = new Set<(brandId: string) => void>()
  // Published cards by brand and key: every visit and .vcf download reads one. Dropped on any
  // change to the brand's cards, here or announced by another process.
  const published = new Map<string, Map<string, { found: PublishedCard | null; expiresAt: number }>>()
  let publishedSize = 0
  // Bumped on every change, so a card read before a change is not kept after it.
  let generation = 0
  // The number each brand's card pages are drawn at (brands.cards_version), read once per brand.
  const pagesVersions = new Map<string, Promise<number>>()
  const changedHere = (brandId: string) => {
    generation += 1
    pagesVersions.delete(brandId)
    publishedSize -= published.get(brandId)?.size ?? 0
    published.delete(brandId)
    for (const listener of listeners) listener(brandId)
  }
  // Every visit to a card not cached asks this: prepared once per connection, PostgreSQL plans it
  // once instead of on each visit (planning took three times as long as running it; docs/performance.md).
  const publishedByKey = publishedCardQuery(db).prepare(publishedCardStatement)
  /** Tells this process's listeners at once and every other process's (inside a transaction: when it commits). */
  async function changed(executor: Database | Transaction, brandId: string) {
    changedHere(brandId)
    await executor
      .update(brands)
      .set({ cardsVersion: sql`${brands.cardsVersion} + 1` })
      .where(eq(brands.id, brandId))
    // Again: a visit between the first and the raise read the number the raise has just made stale.
    changedHere(brandId)
    await announceChange(executor, { kind: 'cards', brandId })
  }

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
            const rows = await tx.insert(cards).values(slice.map((input) => ({ brandId, ...columnsOf(input), key: input.key }))).returning({ id: cards.id })
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
          .values({ brandId, ...columnsOf(input), key: input.key })
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
          const [current] = await tx
            .select()
            .from(cards)
            .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
            .for('update')
          if (!current) return { ok: false, reason: 'not-found' }
          const columns = columnsOf(input)
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

    /** The brand's card template; an empty one when it has none. */
    async template(brandId: string): Promise<CardTemplate> {
      const [row] = await db.select().from(brandCardTemplates).where(eq(brandCardTemplates.brandId, brandId))
      return row ? { values: row.values as CardTemplate['values'], locked: row.locked as TemplateField[] } : { values: {}, locked: [] }
    },

    /** Keeps the template and gives every card of the brand the values of the fields it locks. */
    async saveTemplate(brandId: string, template: CardTemplate): Promise<CardTemplate> {
      await db.transaction(async (tx) => {
        await tx
          .insert(brandCardTemplates)
          .values({ brandId, values: template.values, locked: template.locked })
          .onConflictDoUpdate({ target: brandCardTemplates.brandId, set: { values: template.values, locked: template.locked, updatedAt: new Date() } })
        const locked = columnsOf(Object.fromEntries(template.locked.map((field) => [field, template.values[field]])) as CardUpdateParsed)
        if (Object.keys(locked).length > 0) await tx.update(cards).set({ ...locked, updatedAt: new Date() }).where(eq(cards.brandId, brandId))
      })
      await changed(db, brandId)
      return template
    },

    async remove(brandId: string, cardId: string): Promise<boolean> {
      const deleted = await db
        .delete(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
        .returning({ id: cards.id })
      if (deleted.length > 0) await changed(db, brandId)
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
      const [row] = await executor
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.id, cardId)))
        .for('update')
      return Boolean(row)
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

    async findPublished(brandId: string, key: string): Promise<PublishedCard | null> {
      const hit = published.get(brandId)?.get(key)
      if (hit && hit.expiresAt > Date.now()) return hit.found
      const readAt = generation
      const [row] = await publishedByKey.execute({ brandId, key })
      const found = row ?? null
      if (readAt !== generation) return found
      if (publishedSize >= maxPublishedCached) {
        published.clear()
        publishedSize = 0
      }
      let ofBrand = published.get(brandId)
      if (!ofBrand) published.set(brandId, (ofBrand = new Map()))
      if (!ofBrand.has(key)) publishedSize += 1
      // The time limit bounds what a change made around the repository (SQL by hand) leaves stale.
      ofBrand.set(key, { found, expiresAt: Date.now() + publishedCacheTtlMs })
      return found
    },

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

    /**
     * The number the brand's card pages are drawn at: raised by every change to what they show,
     * through any process. Read once, then kept until this process hears of such a change.
     */
    pagesVersion(brandId: string): Promise<number> {
      const kept = pagesVersions.get(brandId)
      if (kept) return kept
      const read = db
        .select({ version: brands.cardsVersion })
        .from(brands)
        .where(eq(brands.id, brandId))
        .then(([row]) => row?.version ?? 0)
      pagesVersions.set(brandId, read)
      // A failed read is not kept: the next visit reads again.
      read.catch(() => {
        if (pagesVersions.get(brandId) === read) pagesVersions.delete(brandId)
      })
      return read
    },

    /**
     * Adds counted events to their days' rows in one statement, so concurrent writers add up. A
     * count of a card deleted since it was counted is dropped.
     */
    async addEventCounts(counts: CardEventCount[]): Promise<void> {
      if (counts.length === 0) return
      const rows = counts
        .map((count) => ({ card_id: count.cardId, day: count.day, event: count.event, source: count.source, target: count.target, count: count.count }))
        // One order for every process's flush, so two flushes touching the same rows never deadlock.
        .sort((a, b) => compareKeys([a.card_id, a.day, a.event, a.source, a.target], [b.card_id, b.day, b.event, b.source, b.target]))
      await db.execute(sql`
        insert into ${cardDailyEvents} (card_id, day, event, source, target, count)
        select counted.card_id, counted.day, counted.event, counted.source, counted.target, counted.count
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as counted(card_id uuid, day date, event text, source text, target text, count integer)
        join ${cards} on ${cards.id} = counted.card_id
        order by counted.card_id, counted.day, counted.event, counted.source, counted.target
        on conflict (card_id, day, event, source, target) do update set count = ${cardDailyEvents.count} + excluded.count`)
    },

    /** A card's counts per day over the last `range` days (UTC), by source and by link tapped. */
    async analytics(cardId: string, range: number): Promise<CardAnalytics> {
      const today = new Date()
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (range - 1)))
      const firstDay = dayOf(first)
      const series = Array.from({ length: range }, (_, index) => ({ day: dayOf(new Date(first.getTime() + index * 86_400_000)), views: 0, contact_saves: 0, qr_scans: 0, link_taps: 0, leads: 0 }))
      const byDay = new Map(series.map((entry) => [entry.day, entry]))
      const totals = { views: 0, contact_saves: 0, qr_scans: 0, link_taps: 0, leads: 0 }
      const field = { view: 'views', contact_save: 'contact_saves', qr_scan: 'qr_scans', link_tap: 'link_taps' } as const
      const sources = new Map<CardSource, number>()
      const links = new Map<string, number>()

      const rows = await db
        .select({ day: cardDailyEvents.day, event: cardDailyEvents.event, source: cardDailyEvents.source, target: cardDailyEvents.target, count: cardDailyEvents.count })
        .from(cardDailyEvents)
        .where(and(eq(cardDailyEvents.cardId, cardId), gte(cardDailyEvents.day, firstDay)))
      for (const row of rows) {
        const name = field[row.event as keyof typeof field] as (typeof field)[keyof typeof field] | undefined
        if (!name) continue
        totals[name] += row.count
        byDay.get(row.day)![name] += row.count
        if (row.event === 'view') sources.set(row.source as CardSource, (sources.get(row.source as CardSource) ?? 0) + row.count)
        if (row.event === 'link_tap' && row.target) links.set(row.target, (links.get(row.target) ?? 0) + row.count)
      }

      const leadDay = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
      const leadRows = await db
        .select({ day: leadDay, n: count() })
        .from(messages)
        .where(and(eq(messages.cardId, cardId), gte(messages.createdAt, first)))
        .groupBy(leadDay)
      for (const row of leadRows) {
        const entry = byDay.get(row.day)
        if (!entry) continue
        entry.leads += Number(row.n)
        totals.leads += Number(row.n)
      }
      const most = <Key>(map: Map<Key, number>) => [...map].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
      return {
        days: range,
        totals,
        series,
        sources: most(sources).map(([source, views]) => ({ source, views })),
        links: most(links)
          .slice(0, 10)
          .map(([target, taps]) => ({ target, taps })),
      }
    },

    async figures(cardId: string): Promise<CardFigures> {
      const today = new Date()
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (figureDays - 1)))
      const days = Array.from({ length: figureDays }, (_, index) => ({
        day: dayOf(new Date(first.getTime() + index * 86_400_000)),
        views: 0,
        contact_saves: 0,
        qr_scans: 0,
        leads: 0,
      }))
      const byDay = new Map(days.map((entry) => [entry.day, entry]))
      const totals = { views: 0, contact_saves: 0, qr_scans: 0, leads: 0 }
      const field = { view: 'views', contact_save: 'contact_saves', qr_scan: 'qr_scans' } as const

      const eventRows = await db
        .select({ day: cardDailyEvents.day, event: cardDailyEvents.event, count: cardDailyEvents.count })
        .from(cardDailyEvents)
        .where(eq(cardDailyEvents.cardId, cardId))
      for (const row of eventRows) {
        const name = field[row.event as keyof typeof field] as (typeof field)[keyof typeof field] | undefined
        if (!name) continue
        totals[name] += row.count
        const entry = byDay.get(row.day)
        if (entry) entry[name] += row.count
      }

      const leadDay = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
      const leadRows = await db
        .select({ day: leadDay, n: count() })
        .from(messages)
        .where(eq(messages.cardId, cardId))
        .groupBy(leadDay)
      for (const row of leadRows) {
        const n = Number(row.n)
        totals.leads += n
        const entry = byDay.get(row.day)
        if (entry) entry.leads += n
      }
      return { ...totals, days }
    },
  }
}

