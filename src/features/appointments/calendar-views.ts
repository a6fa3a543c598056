import { defineMessages, type IntlShape } from 'react-intl'
import { addDays, daysBetween, monthEnd, monthStart, weekStart } from './calendar-days'
import { dayWords } from './when-words'

const viewLabels = defineMessages({
  day: { id: 'appointments.calendarViews.day', defaultMessage: 'Day' },
  week: { id: 'appointments.calendarViews.week', defaultMessage: 'Week' },
  month: { id: 'appointments.calendarViews.month', defaultMessage: 'Month' },
})

/** How much of the calendar the host's bookings show at once. */
export const calendarViews = [
  { value: 'day', label: viewLabels.day },
  { value: 'week', label: viewLabels.week },
  { value: 'month', label: viewLabels.month },
] as const
export type CalendarView = (typeof calendarViews)[number]['value']
export type DayRange = { from: Date; to: Date }

/** The days a view shows around a date: one day, its week (from the locale's first day, `firstDay`: 1 Monday … 7 Sunday) or its month. */
export function rangeOf(view: CalendarView, date: Date, firstDay = 1): DayRange {
  if (view === 'day') return { from: date, to: date }
  if (view === 'week') return { from: weekStart(date, firstDay), to: addDays(weekStart(date, firstDay), 6) }
  return { from: monthStart(date), to: monthEnd(date) }
}

/** The date a view's Previous or Next moves to. */
export function step(view: CalendarView, date: Date, direction: 1 | -1): Date {
  if (view === 'day') return addDays(date, direction)
  if (view === 'week') return addDays(date, 7 * direction)
  return new Date(date.getFullYear(), date.getMonth() + direction, 1)
}

/** What a view shows, in words: a day, a month, or a week from its first day to its last. */
export function titleOf(intl: IntlShape, view: CalendarView, range: DayRange) {
  if (view === 'day') return dayWords(intl, range.from)
  if (view === 'month') return intl.formatDate(range.from, { month: 'long', year: 'numeric' })
  return intl.formatMessage(
    { id: 'appointments.calendarViews.weekTitle', defaultMessage: '{from} – {to}' },
    { from: intl.formatDate(range.from, { day: 'numeric', month: 'long' }), to: dayWords(intl, range.to) },
  )
}

/** The days listed one by one: a day or a week's; a month lists only the days that have bookings. */
export const listedDays = (view: CalendarView, range: DayRange) => (view === 'month' ? [] : daysBetween(range.from, range.to))
