import { describe, expect, it } from 'vitest'
import { firstDayOfWeek } from '../../../src/features/appointments/calendar-locale'
import { dayOf } from '../../../src/features/appointments/calendar-days'
import { rangeOf } from '../../../src/features/appointments/calendar-views'

// Wednesday 2 December 2026.
const wednesday = new Date(2026, 11, 2, 12)
const weekOf = (locale: string) => {
  const range = rangeOf('week', wednesday, firstDayOfWeek(locale))
  return [dayOf(range.from), dayOf(range.to)]
}

describe("the host's week view", () => {
  it("starts on the reader's first day of the week: Monday in Britain and Germany, Saturday in Arabic, Sunday in the United States", () => {
    expect(weekOf('en-GB')).toEqual(['2026-11-30', '2026-12-06'])
    expect(weekOf('de-DE')).toEqual(['2026-11-30', '2026-12-06'])
    expect(weekOf('ar')).toEqual(['2026-11-28', '2026-12-04'])
    expect(weekOf('en-US')).toEqual(['2026-11-29', '2026-12-05'])
  })

  it('holds the day it was opened on, whichever day it is', () => {
    for (let offset = 0; offset < 7; offset++) {
      const day = new Date(2026, 11, 2 + offset, 12)
      for (const firstDay of [1, 6, 7]) {
        const range = rangeOf('week', day, firstDay)
        expect(range.from.getTime()).toBeLessThanOrEqual(day.getTime())
        expect(range.to.getTime()).toBeGreaterThanOrEqual(new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime())
        expect(range.from.getDay()).toBe(firstDay % 7)
      }
    }
  })
})
