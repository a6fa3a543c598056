import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../src/i18n/locales'
import { calendarTypeOf } from '../../../src/features/appointments/calendar-locale'
import { FreeTimePicker } from '../../../src/features/appointments/components/free-time-picker'
import { useFreeTimeChoice } from '../../../src/features/appointments/use-free-time-choice'
import { renderInLocale } from '../render-with-theme'

const march = new Date(2027, 2, 1)
const times = { data: { time_zone: 'UTC', days: [{ date: '2027-03-15', slots: [{ start: '2027-03-15T10:00:00.000Z', end: '2027-03-15T10:30:00.000Z' }] }] }, isFetching: false, isSuccess: true, isError: false }

function Picker() {
  const choice = useFreeTimeChoice({ month: march, day: '2027-03-15' })
  return <FreeTimePicker times={times} timeZone="UTC" choice={choice} />
}

/** The calendar's weekday headings, as their full names (react-calendar puts them in each abbreviation's title). */
const weekdays = () => [...document.querySelectorAll('.react-calendar__month-view__weekdays abbr')].map((abbr) => abbr.getAttribute('title'))

describe("the booking page's calendar, in the reader's language", () => {
  it.each<[Locale, string, string, string]>([
    ['de', 'Montag', 'März', 'Freie Zeiten am'],
    ['ar', 'السبت', 'مارس', 'الأوقات المتاحة يوم'],
  ])('in %s starts its weeks on %s and names the month and the day', async (locale, firstDay, month, freeTimesOn) => {
    await renderInLocale(<Picker />, locale)
    expect(weekdays()[0]).toBe(firstDay)
    expect(weekdays()).toHaveLength(7)
    expect(document.querySelector('.react-calendar__navigation__label')?.textContent).toContain(month)
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(2027, 2, 15, 12))
    expect(screen.getByRole('heading', { name: `${freeTimesOn} ${day}` })).toBeInTheDocument()
  })

  it('lays out a week from the locale’s first day', () => {
    expect(calendarTypeOf('de')).toBe('iso8601')
    expect(calendarTypeOf('en-US')).toBe('gregory')
    expect(calendarTypeOf('ar-EG')).toBe('islamic')
  })
})
