import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import type { BusyTime } from './free-slots'

/** The most busy times one imported calendar may hold: a year of a full diary, and a bound on a hostile file. */
export const busyTimesPerCalendar = 5000

/** How many occurrences of one repeating event are looked at, at most: daily for 50 years. */
const occurrencesWalkedPerSeries = 20_000

const isZone = (zone: string | undefined): zone is string => Boolean(zone) && DateTime.local().setZone(zone).isValid

/**
 * The instant an iCalendar time stands for. A time in UTC or in a zone the runtime knows is read
 * in that zone (a Google or Apple feed names IANA zones); a zone only the file defines (Outlook's
 * "W. Europe Standard Time") through its VTIMEZONE; a floating time or an all-day date on the
 * host's own clock, as the host meant it.
 */
function instantOf(time: ICAL.Time, hostZone: string): number {
  const fields = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }
  if (time.isDate) return DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone: hostZone }).toMillis()
  const floating = time.zone === ICAL.Timezone.localTimezone
  // A TZID the file does not define leaves the time floating, with the name kept beside it.
  const tzid = floating ? (time as ICAL.Time & { timezone?: string }).timezone : time.zone?.tzid
  if (tzid === 'UTC' || tzid === 'Z') return DateTime.fromObject(fields, { zone: 'UTC' }).toMillis()
  if (isZone(tzid)) return DateTime.fromObject(fields, { zone: tzid }).toMillis()
  if (!floating && time.zone) return time.toUnixTime() * 1000
  return DateTime.fromObject(fields, { zone: hostZone }).toMillis()
}

/** Whether an event keeps its time busy: not cancelled, and not marked "free" (TRANSP:TRANSPARENT). */
function isBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT'
}

/**
 * The busy times of an iCalendar file (a host's own calendar, exported or subscribed) that overlap
 * the window: each event, each occurrence of a repeating one (with its moved or cancelled
 * occurrences and EXDATEs), in order. Parsed by ical.js; a file it cannot read throws.
 */
export function busyTimesOf(text: string, hostZone: string, window: { from: Date; to: Date }): BusyTime[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  if (calendar.name !== 'vcalendar') throw new Error('it is not an iCalendar file (no VCALENDAR)')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent')
  // An occurrence moved or cancelled is its own VEVENT with the series' UID and a RECURRENCE-ID.
  const exceptions = new Map<string, ICAL.Component[]>()
  for (const component of events) {
    if (!component.hasProperty('recurrence-id')) continue
    const uid = String(component.getFirstPropertyValue('uid'))
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), component])
  }
  const from = window.from.getTime()
  const to = window.to.getTime()
  const busy: BusyTime[] = []
  const add = (start: number, end: number) => {
    if (end > start && start < to && end > from) busy.push({ start: new Date(start), end: new Date(end) })
  }
  for (const component of events) {
    if (busy.length >= busyTimesPerCalendar) break
    if (component.hasProperty('recurrence-id') || !component.hasProperty('dtstart')) continue
    const event = new ICAL.Event(component, { exceptions: exceptions.get(String(component.getFirstPropertyValue('uid'))) ?? [], strictExceptions: false })
    if (!event.isRecurring()) {
      if (isBusy(component)) add(instantOf(event.startDate, hostZone), instantOf(event.endDate, hostZone))
      continue
    }
    const occurrences = event.iterator()
    // A series is walked from its first occurrence; a bound keeps a hostile rule (every minute since 1970) from running for ever.
    let steps = 0
    for (let next = occurrences.next(); next && busy.length < busyTimesPerCalendar && steps < occurrencesWalkedPerSeries; next = occurrences.next(), steps += 1) {
      const details = event.getOccurrenceDetails(next)
      const start = instantOf(details.startDate, hostZone)
      if (start >= to) break
      if (isBusy(details.item.component)) add(start, instantOf(details.endDate, hostZone))
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime())
}
