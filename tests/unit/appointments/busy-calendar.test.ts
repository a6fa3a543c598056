// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { busyTimesOf } from '../../../server/modules/appointments/busy-calendar'

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n')
const year2027 = { from: new Date('2027-01-01T00:00:00Z'), to: new Date('2028-01-01T00:00:00Z') }
const asText = (times: { start: Date; end: Date }[]) => times.map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`)

describe('busy times read from a host’s own calendar', () => {
  it('walks a weekly series with one occurrence moved, one left out by EXDATE, and stops at its COUNT', () => {
    const file = calendar(
      'BEGIN:VEVENT', 'UID:weekly@test', 'DTSTART:20270607T090000Z', 'DTEND:20270607T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20270621T090000Z', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:weekly@test', 'RECURRENCE-ID:20270614T090000Z', 'DTSTART:20270614T150000Z', 'DTEND:20270614T160000Z', 'END:VEVENT',
    )
    // Written out by hand: 7 June as set, 14 June moved to 15:00, 21 June left out, 28 June the last.
    expect(asText(busyTimesOf(file, 'UTC', year2027))).toEqual(['2027-06-07T09:00:00.000Z/2027-06-07T10:00:00.000Z', '2027-06-14T15:00:00.000Z/2027-06-14T16:00:00.000Z', '2027-06-28T09:00:00.000Z/2027-06-28T10:00:00.000Z'])
  })

  it('reads a zone only the file defines through its VTIMEZONE, and an all-day event and a floating time on the host’s clock', () => {
    const file = calendar(
      'BEGIN:VTIMEZONE', 'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD', 'DTSTART:16010101T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3', 'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:outlook@test', 'DTSTART;TZID=W. Europe Standard Time:20270705T100000', 'DTEND;TZID=W. Europe Standard Time:20270705T110000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:holiday@test', 'DTSTART;VALUE=DATE:20271224', 'DTEND;VALUE=DATE:20271225', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:floating@test', 'DTSTART:20270301T090000', 'DTEND:20270301T093000', 'END:VEVENT',
    )
    // Summer time in that zone is UTC+2; the host is in New York (UTC-5 on 1 March and 24 December).
    expect(asText(busyTimesOf(file, 'America/New_York', year2027))).toEqual([
      '2027-03-01T14:00:00.000Z/2027-03-01T14:30:00.000Z',
      '2027-07-05T08:00:00.000Z/2027-07-05T09:00:00.000Z',
      '2027-12-24T05:00:00.000Z/2027-12-25T05:00:00.000Z',
    ])
  })

  it('keeps only what overlaps the window, and refuses a file that is not a calendar', () => {
    const file = calendar('BEGIN:VEVENT', 'UID:old@test', 'DTSTART:20260105T090000Z', 'DTEND:20260105T100000Z', 'END:VEVENT', 'BEGIN:VEVENT', 'UID:daily@test', 'DTSTART:20261230T090000Z', 'DTEND:20261230T100000Z', 'RRULE:FREQ=DAILY', 'END:VEVENT')
    const week = { from: new Date('2027-01-01T00:00:00Z'), to: new Date('2027-01-04T00:00:00Z') }
    expect(asText(busyTimesOf(file, 'UTC', week))).toEqual(['2027-01-01T09:00:00.000Z/2027-01-01T10:00:00.000Z', '2027-01-02T09:00:00.000Z/2027-01-02T10:00:00.000Z', '2027-01-03T09:00:00.000Z/2027-01-03T10:00:00.000Z'])
    expect(() => busyTimesOf('this is no calendar', 'UTC', week)).toThrow()
  })
})
