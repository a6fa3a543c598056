// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appointmentTypeInputSchema } from '../../../src/domain/appointment'
import { byVisitorDay, freeSlots, visitorWindow } from '../../../server/modules/appointments/free-slots'

const nineToFive = [{ start: '09:00', end: '17:00' }]
/** A host in Berlin, weekdays 09:00–17:00, hour-long meetings, booked up to a year ahead. */
const berlinHost = appointmentTypeInputSchema.parse({
  title: 'Consultation',
  duration_minutes: 60,
  location: { kind: 'phone', phone: '+49 30 1234567' },
  time_zone: 'Europe/Berlin',
  weekly: { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive },
  min_notice_minutes: 0,
  horizon_days: 365,
})
const now = new Date('2027-03-01T00:00:00Z')

function offered(visitorZone: string, from: string, to: string, rules = berlinHost, busy: { start: Date; end: Date }[] = []) {
  return byVisitorDay(freeSlots(rules, { ...visitorWindow(from, to, visitorZone), now, busy }), visitorZone)
}

const localStarts = (zone: string, starts: string[]) =>
  starts.map((start) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start)))

/**
 * The instants each day's hours begin and end, written out by hand: Berlin is UTC+1 in winter
 * and UTC+2 from the last Sunday of March (2027-03-28) to the last Sunday of October (2027-10-31);
 * New York is UTC−5, and UTC−4 from the second Sunday of March (2027-03-14) to the first Sunday of
 * November (2027-11-07); Kolkata is UTC+5:30 all year.
 */
const days = [
  { date: '2027-03-12', why: 'both zones on winter time', first: '2027-03-12T08:00:00.000Z', last: '2027-03-12T15:00:00.000Z', newYork: '03:00', kolkata: '13:30' },
  { date: '2027-03-15', why: 'New York moved, Berlin not yet', first: '2027-03-15T08:00:00.000Z', last: '2027-03-15T15:00:00.000Z', newYork: '04:00', kolkata: '13:30' },
  { date: '2027-03-29', why: 'both on summer time', first: '2027-03-29T07:00:00.000Z', last: '2027-03-29T14:00:00.000Z', newYork: '03:00', kolkata: '12:30' },
  { date: '2027-10-29', why: 'the last weekday of Berlin summer time', first: '2027-10-29T07:00:00.000Z', last: '2027-10-29T14:00:00.000Z', newYork: '03:00', kolkata: '12:30' },
  { date: '2027-11-01', why: 'Berlin back on winter time, New York not yet', first: '2027-11-01T08:00:00.000Z', last: '2027-11-01T15:00:00.000Z', newYork: '04:00', kolkata: '13:30' },
  { date: '2027-11-08', why: 'both on winter time again', first: '2027-11-08T08:00:00.000Z', last: '2027-11-08T15:00:00.000Z', newYork: '03:00', kolkata: '13:30' },
] as const

describe('free times of a host in Berlin, seen from New York and Kolkata across the daylight-saving changes', () => {
  it.each(days)('on $date ($why) offers 09:00–16:00 Berlin time at the right instants', ({ date, first, last, newYork, kolkata }) => {
    for (const [zone, opens] of [['America/New_York', newYork], ['Asia/Kolkata', kolkata]] as const) {
      const [day, ...others] = offered(zone, date, date)
      expect(others).toEqual([])
      expect(day!.date).toBe(date)
      const starts = day!.slots.map((slot) => slot.start)
      expect(starts).toHaveLength(8)
      expect(starts[0]).toBe(first)
      expect(starts[7]).toBe(last)
      expect(localStarts(zone, starts)[0]).toBe(opens)
      expect(localStarts('Europe/Berlin', starts)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
    }
  })

  it('offers nothing on the weekends the clocks change, and the weeks around them in full', () => {
    const march = offered('America/New_York', '2027-03-13', '2027-03-14')
    expect(march).toEqual([])
    const week = offered('Asia/Kolkata', '2027-03-22', '2027-04-04')
    expect(week.map((day) => day.date)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02'])
    // The week before Berlin's change opens at 13:30 in Kolkata, the week after at 12:30.
    expect(localStarts('Asia/Kolkata', [week[4]!.slots[0]!.start, week[5]!.slots[0]!.start])).toEqual(['13:30', '12:30'])
  })

  it('leaves out a busy time with its buffers, a day off, times too soon or too far ahead, and a full day', () => {
    const rules = { ...berlinHost, buffer_before_minutes: 15, buffer_after_minutes: 15, overrides: [{ date: '2027-03-16', hours: [] }, { date: '2027-03-20', hours: [{ start: '10:00', end: '12:00' }] }] }
    // Busy 10:30–11:00 Berlin: the 10:00 and 11:00 meetings touch it with their 15 minutes around them.
    const busy = [{ start: new Date('2027-03-15T09:30:00Z'), end: new Date('2027-03-15T10:00:00Z') }]
    const [monday, wednesday, saturday] = offered('Europe/Berlin', '2027-03-15', '2027-03-20', rules, busy).filter((day) => ['2027-03-15', '2027-03-17', '2027-03-20'].includes(day.date))
    expect(localStarts('Europe/Berlin', monday!.slots.map((slot) => slot.start))).toEqual(['09:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
    expect(wednesday!.slots).toHaveLength(8)
    expect(localStarts('Europe/Berlin', saturday!.slots.map((slot) => slot.start))).toEqual(['10:00', '11:00'])
    expect(offered('Europe/Berlin', '2027-03-16', '2027-03-16', rules)).toEqual([])

    // Two hours of notice at 08:30 Berlin time: the first time offered that day is 11:00.
    const soon = freeSlots({ ...berlinHost, min_notice_minutes: 120 }, { ...visitorWindow('2027-03-15', '2027-03-15', 'Europe/Berlin'), now: new Date('2027-03-15T07:30:00Z'), busy: [] })
    expect(soon[0]!.start.toISOString()).toBe('2027-03-15T10:00:00.000Z')
    // Booked 30 days ahead at most: up to 2027-03-31T00:00Z, so the 30th is the last day with times.
    const far = freeSlots({ ...berlinHost, horizon_days: 30 }, { ...visitorWindow('2027-03-30', '2027-04-02', 'Europe/Berlin'), now, busy: [] })
    expect(far.map((slot) => slot.start.toISOString().slice(0, 10))).toEqual(Array(8).fill('2027-03-30'))
    // A cap of 3 a day, reached on the 15th.
    const capped = freeSlots({ ...berlinHost, daily_cap: 3 }, { ...visitorWindow('2027-03-15', '2027-03-16', 'Europe/Berlin'), now, busy: [], bookedPerDay: new Map([['2027-03-15', 3]]) })
    expect(new Set(capped.map((slot) => slot.start.toISOString().slice(0, 10)))).toEqual(new Set(['2027-03-16']))
  })
})

/**
 * A host who works on the Sundays the clocks change, 09:00–12:00 and through the night's switch
 * hour (01:00–04:00), in hour-long meetings. The instants are written out by hand: Berlin goes from
 * UTC+1 to UTC+2 at 02:00 on 2027-03-28 and back at 03:00 on 2027-10-31; New York from UTC−5 to
 * UTC−4 at 02:00 on 2027-03-14 and back at 02:00 on 2027-11-07. A clock time the night skips is
 * not offered; one the night shows twice is its first showing (as RFC 5545 reads such a time), so
 * a night that lasts an hour longer gives the host one more meeting.
 */
const switchDays = [
  { zone: 'Europe/Berlin', date: '2027-03-28', why: 'spring', morning: ['2027-03-28T07:00:00.000Z', '2027-03-28T08:00:00.000Z', '2027-03-28T09:00:00.000Z'], night: ['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z'], nightClock: ['01:00 GMT+1', '03:00 GMT+2'] },
  { zone: 'Europe/Berlin', date: '2027-10-31', why: 'autumn', morning: ['2027-10-31T08:00:00.000Z', '2027-10-31T09:00:00.000Z', '2027-10-31T10:00:00.000Z'], night: ['2027-10-30T23:00:00.000Z', '2027-10-31T00:00:00.000Z', '2027-10-31T01:00:00.000Z', '2027-10-31T02:00:00.000Z'], nightClock: ['01:00 GMT+2', '02:00 GMT+2', '02:00 GMT+1', '03:00 GMT+1'] },
  { zone: 'America/New_York', date: '2027-03-14', why: 'spring', morning: ['2027-03-14T13:00:00.000Z', '2027-03-14T14:00:00.000Z', '2027-03-14T15:00:00.000Z'], night: ['2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z'], nightClock: ['01:00 GMT-5', '03:00 GMT-4'] },
  { zone: 'America/New_York', date: '2027-11-07', why: 'autumn', morning: ['2027-11-07T14:00:00.000Z', '2027-11-07T15:00:00.000Z', '2027-11-07T16:00:00.000Z'], night: ['2027-11-07T05:00:00.000Z', '2027-11-07T06:00:00.000Z', '2027-11-07T07:00:00.000Z', '2027-11-07T08:00:00.000Z'], nightClock: ['01:00 GMT-4', '01:00 GMT-5', '02:00 GMT-5', '03:00 GMT-5'] },
] as const

const clockWithOffset = (zone: string, starts: readonly string[]) =>
  starts.map((start) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'shortOffset' }).format(new Date(start)),
  )

describe('free times of a host working on the Sundays the clocks change', () => {
  const sundayHost = (zone: string, sunday: { start: string; end: string }[]) =>
    appointmentTypeInputSchema.parse({ title: 'Night call', duration_minutes: 60, location: { kind: 'phone', phone: '+49 30 1234567' }, time_zone: zone, weekly: { sunday }, min_notice_minutes: 0, horizon_days: 365 })
  const startsOn = (rules: typeof berlinHost, zone: string, date: string) =>
    freeSlots(rules, { ...visitorWindow(date, date, zone), now, busy: [] }).map((slot) => ({ start: slot.start.toISOString(), minutes: (slot.end.getTime() - slot.start.getTime()) / 60_000 }))

  it.each(switchDays)('in $zone on $date ($why) offers 09:00–12:00 at the instants of that day’s clock', ({ zone, date, morning }) => {
    const offered = startsOn(sundayHost(zone, [{ start: '09:00', end: '12:00' }]), zone, date)
    expect(offered).toEqual(morning.map((start) => ({ start, minutes: 60 })))
    expect(clockWithOffset(zone, morning).map((clock) => clock.slice(0, 10))).toEqual(['Sun, 09:00', 'Sun, 10:00', 'Sun, 11:00'])
  })

  it.each(switchDays)('in $zone on $date ($why) offers 01:00–04:00 across the switch: the real hours of that night', ({ zone, date, night, nightClock }) => {
    const offered = startsOn(sundayHost(zone, [{ start: '01:00', end: '04:00' }]), zone, date)
    expect(offered).toEqual(night.map((start) => ({ start, minutes: 60 })))
    expect(clockWithOffset(zone, night)).toEqual(nightClock.map((clock) => `Sun, ${clock}`))
  })
})
