import ICAL from 'ical.js'
import { expect } from 'vitest'
import type { ReceivedMail } from './smtp'

/** The mail's calendar invitation, read by ical.js (a parser independent of the one that wrote it). */
export function invitationOf(mail: ReceivedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))
  expect(part, `${mail.subject} carries an invitation`).toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(part!.content))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    timezone: calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startZone: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    // The scheme's case is the writer's choice (RFC 5545 compares it without case).
    organizer: String(event.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    attendee: String(event.getFirstPropertyValue('attendee')).replace(/^mailto:/i, 'mailto:'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
  }
}
