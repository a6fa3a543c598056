import type { DocumentKind } from '../../../src/domain/invoice'

/** Each series' prefix: a quote, an invoice and a credit note are numbered apart. */
export const seriesPrefixes: Readonly<Record<DocumentKind, string>> = { quote: 'QUO', invoice: 'INV', credit_note: 'CRN' }

/**
 * A document's number: its series' prefix, the year it was issued and its place in that year's
 * series, at least four digits: INV-2026-0001, …, INV-2026-9999, INV-2026-10000.
 */
export function documentNumber(kind: DocumentKind, year: number, place: number): string {
  return `${seriesPrefixes[kind]}-${year}-${String(place).padStart(4, '0')}`
}

/** The day `days` after a day (YYYY-MM-DD), in the calendar alone: no time zone moves it. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** Whole days from one day to another (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Today in UTC, as YYYY-MM-DD: the day a document is issued and its due date is counted from. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10)
