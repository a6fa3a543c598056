import { DateTime } from 'luxon'
import { weekdays, type AppointmentTypeFields } from '../../../src/domain/appointment'

/** A time already taken: a booking of the host, or a busy event of their own calendar. */
export type BusyTime = { start: Date; end: Date }

export type Slot = { start: Date; end: Date }

type Rules = Pick<
  AppointmentTypeFields,
  'duration_minutes' | 'time_zone' | 'weekly' | 'overrides' | 'min_notice_minutes' | 'horizon_days' | 'buffer_before_minutes' | 'buffer_after_minutes' | 'daily_cap'
>

const minute = 60_000

/**
 * The times a visitor may book between `from` and `to`: the host's hours on each of their own days
 * (in their time zone, so a daylight-saving change moves the hours with the host's clock), cut into
 * meetings of the type's length, less what is too soon, too far ahead, or overlaps a busy time
 * with the type's buffers around it, and none on a day that already has its cap of bookings.
 */
export function freeSlots(rules: Rules, window: { from: Date; to: Date; now: Date; busy: BusyTime[]; bookedPerDay?: ReadonlyMap<string, number> }): Slot[] {
  const zone = rules.time_zone
  const duration = rules.duration_minutes * minute
  const earliest = window.now.getTime() + rules.min_notice_minutes * minute
  const latest = window.now.getTime() + rules.horizon_days * 1440 * minute
  const overrides = new Map(rules.overrides.map((override) => [override.date, override.hours]))
  const slots: Slot[] = []
  // The host's days that can hold a time in the window: a day either side covers any offset.
  let day = DateTime.fromJSDate(window.from, { zone }).startOf('day').minus({ days: 1 })
  const lastDay = DateTime.fromJSDate(window.to, { zone }).startOf('day').plus({ days: 1 })
  for (; day <= lastDay; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!
    if (rules.daily_cap !== null && (window.bookedPerDay?.get(date) ?? 0) >= rules.daily_cap) continue
    const hours = overrides.get(date) ?? rules.weekly[weekdays[day.weekday - 1]!]
    for (const stretch of hours) {
      const opens = instantOnClock(date, stretch.start, zone)
      const closes = instantOnClock(date, stretch.end, zone)
      for (let start = opens; start + duration <= closes; start += duration) {
        const end = start + duration
        if (start < earliest || start > latest || start < window.from.getTime() || start >= window.to.getTime()) continue
        const blockedFrom = start - rules.buffer_before_minutes * minute
        const blockedTo = end + rules.buffer_after_minutes * minute
        if (window.busy.some((busy) => busy.start.getTime() < blockedTo && busy.end.getTime() > blockedFrom)) continue
        slots.push({ start: new Date(start), end: new Date(end) })
      }
    }
  }
  return slots
}

/**
 * The instant the host's clock shows `clock` on `date`. A time the clocks show twice (the hour
 * repeated when they go back) is its first showing, as RFC 5545 §3.3.5 reads it, so a night that
 * lasts an hour longer gives the host that hour too; a time they skip is read on the clock as it
 * was before the change (02:30 is 03:30 on the morning they go forward).
 */
function instantOnClock(date: string, clock: string, zone: string): number {
  // Luxon reads a time shown twice as its second showing: the first is the same clock time at the
  // offset of the day before, when that offset gives back the same clock time.
  const read = DateTime.fromISO(`${date}T${clock}`, { zone })
  const wall = read.setZone('UTC', { keepLocalTime: true }).toMillis()
  const showings = [read.minus({ days: 1 }).offset, read.plus({ days: 1 }).offset]
    .map((offset) => wall - offset * minute)
    .filter((instant) => DateTime.fromMillis(instant, { zone }).offset * minute === wall - instant)
  return Math.min(read.toMillis(), ...showings)
}

/** The host's own day a time falls on, as YYYY-MM-DD: what the daily cap counts by. */
export const hostDayOf = (time: Date, zone: string): string => DateTime.fromJSDate(time, { zone }).toISODate()!

/** Slots grouped by the visitor's own day, each day in order. */
export function byVisitorDay(slots: Slot[], zone: string): { date: string; slots: { start: string; end: string }[] }[] {
  const days = new Map<string, { start: string; end: string }[]>()
  for (const slot of slots) {
    const date = DateTime.fromJSDate(slot.start, { zone }).toISODate()!
    const list = days.get(date) ?? []
    list.push({ start: slot.start.toISOString(), end: slot.end.toISOString() })
    days.set(date, list)
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, slots: list }))
}

/** The instants that begin and end a visitor's days `from`…`to` (inclusive), in their time zone. */
export function visitorWindow(from: string, to: string, zone: string): { from: Date; to: Date } {
  return {
    from: DateTime.fromISO(from, { zone }).startOf('day').toJSDate(),
    to: DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
  }
}
