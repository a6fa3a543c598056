import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { CardAnalytics } from '../../../src/domain/card-analytics'
import type { CardFigures } from '../../../src/domain/card-figures'
import type { CardEvent, CardSource } from '../../../src/domain/card-events'
import type { Database } from '../../db/client'
import { cardDailyEvents, cards } from './schema'
import { messages } from '../messages/public'

/** How many times an event happened to a card on a day (UTC, YYYY-MM-DD), from a source, to a target (the link tapped). */
export type CardEventCount = { cardId: string; day: string; event: CardEvent; source: CardSource; target: string; count: number }

/** The days a card's figures cover, today's included. */
export const figureDays = 30

const compareKeys = (a: string[], b: string[]): number => {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index]! < b[index]!) return -1
    if (a[index]! > b[index]!) return 1
  }
  return 0
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The first of the last `days` days (UTC), today the last, and each of them as YYYY-MM-DD. */
function lastDays(days: number): { first: Date; each: string[] } {
  const today = new Date()
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)))
  return { first, each: Array.from({ length: days }, (_, index) => dayOf(new Date(first.getTime() + index * 86_400_000))) }
}

/** The card's leads (messages sent from its page) per day (UTC), among those `where` keeps. */
function leadsPerDay(db: Database, where: SQL | undefined) {
  const leadDay = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  return db.select({ day: leadDay, n: count() }).from(messages).where(where).groupBy(leadDay)
}

/**
 * Adds counted events to their days' rows in one statement, so concurrent writers add up. A
 * count of a card deleted since it was counted is dropped.
 */
export async function addCardEventCounts(db: Database, counts: CardEventCount[]): Promise<void> {
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
}

/** A card's counts per day over the last `range` days (UTC), by source and by link tapped. */
export async function cardAnalytics(db: Database, cardId: string, range: number): Promise<CardAnalytics> {
  const { first, each } = lastDays(range)
  const series = each.map((day) => ({ day, views: 0, contact_saves: 0, qr_scans: 0, link_taps: 0, leads: 0 }))
  const byDay = new Map(series.map((entry) => [entry.day, entry]))
  const totals = { views: 0, contact_saves: 0, qr_scans: 0, link_taps: 0, leads: 0 }
  const field = { view: 'views', contact_save: 'contact_saves', qr_scan: 'qr_scans', link_tap: 'link_taps' } as const
  const sources = new Map<CardSource, number>()
  const links = new Map<string, number>()

  const rows = await db
    .select({ day: cardDailyEvents.day, event: cardDailyEvents.event, source: cardDailyEvents.source, target: cardDailyEvents.target, count: cardDailyEvents.count })
    .from(cardDailyEvents)
    .where(and(eq(cardDailyEvents.cardId, cardId), gte(cardDailyEvents.day, dayOf(first))))
  for (const row of rows) {
    const name = field[row.event as keyof typeof field] as (typeof field)[keyof typeof field] | undefined
    if (!name) continue
    totals[name] += row.count
    byDay.get(row.day)![name] += row.count
    if (row.event === 'view') sources.set(row.source as CardSource, (sources.get(row.source as CardSource) ?? 0) + row.count)
    if (row.event === 'link_tap' && row.target) links.set(row.target, (links.get(row.target) ?? 0) + row.count)
  }

  for (const row of await leadsPerDay(db, and(eq(messages.cardId, cardId), gte(messages.createdAt, first)))) {
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
}

/** A card's figures: its totals of all time, and its counts per day over the last `figureDays` days (UTC). */
export async function cardFigures(db: Database, cardId: string): Promise<CardFigures> {
  const days = lastDays(figureDays).each.map((day) => ({ day, views: 0, contact_saves: 0, qr_scans: 0, leads: 0 }))
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

  for (const row of await leadsPerDay(db, eq(messages.cardId, cardId))) {
    const n = Number(row.n)
    totals.leads += n
    const entry = byDay.get(row.day)
    if (entry) entry.leads += n
  }
  return { ...totals, days }
}
