import { expect } from 'vitest'
import type { CardFigures } from '../../src/domain/card-figures'

type Count = 'views' | 'contact_saves' | 'qr_scans' | 'leads'

/** Today in UTC, as a card's figures name their days. */
export const utcDay = (): string => new Date().toISOString().slice(0, 10)

/**
 * Checks the events a test made "today" in a card's figures at any time of day. `first` is the
 * UTC day read before the events, `last` the one read after the figures were answered: on one
 * day, that day's row (the last) holds every event; across midnight, the two days' rows hold them
 * between them. Every other day holds none.
 */
export function expectCountedToday(days: CardFigures['days'], span: { first: string; last: string }, counts: Partial<Record<Count, number>>) {
  expect([span.first, span.last]).toContain(days.at(-1)!.day)
  const names = Object.keys(counts) as Count[]
  const within = (day: string) => day >= span.first && day <= span.last
  const sum = (name: Count) => days.filter((entry) => within(entry.day)).reduce((total, entry) => total + entry[name], 0)
  expect(Object.fromEntries(names.map((name) => [name, sum(name)]))).toEqual(counts)
  for (const entry of days.filter((candidate) => !within(candidate.day))) {
    expect(Object.fromEntries(names.map((name) => [name, entry[name]])), entry.day).toEqual(Object.fromEntries(names.map((name) => [name, 0])))
  }
}
