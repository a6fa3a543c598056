// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sentBy } from '../../../server/calendar-file'
import { bookingInvitation, type BookingNews } from '../../../server/modules/appointments/booking-mail'
import { translatorFor } from '../../../server/i18n/translator'
import { expectCalendarConformance, readCalendar } from '../../helpers/calendar-reader'
import { contentLines } from '../../helpers/content-lines'

/** A booking whose every name trips writers up: quotes, separators, a backslash, non-Latin text. */
const news = (method: BookingNews['method'], sequence: number, status: BookingNews['booking']['status']): BookingNews => ({
  method,
  booking: { id: '0f4b6a52-4c1e-4f7e-9a57-3b7f3f0e2a10', start: new Date('2027-03-28T08:00:00Z'), end: new Date('2027-03-28T09:00:00Z'), sequence, status, timeZone: 'America/New_York' },
  type: { title: 'Примерка; 試着, "fit" \\ one', location: { kind: 'in-person', address: 'Hof 2; Straße 1, Köln \\ 日本' }, timeZone: 'Europe/Berlin' },
  host: { name: 'Jörg Bücher, "JB"', email: 'jorg@example.org' },
  booker: { name: "O'Brien; Smith, Jr PhD", email: 'obrien@example.org' },
  brandName: 'Harbour; Lights, "HL"',
  linkUrl: null,
  locales: { booker: 'en', host: 'en' },
})

describe('the calendar file of a booking mail, read back by ical.js', () => {
  for (const [what, method, sequence, status] of [
    ['an invitation', 'REQUEST', 0, 'confirmed'],
    ['a new time', 'REQUEST', 1, 'confirmed'],
    ['a cancellation', 'CANCEL', 2, 'cancelled'],
  ] as const) {
    it(`writes ${what} to the letter of RFC 5545 and gives every value back exactly`, () => {
      const text = bookingInvitation(news(method, sequence, status), 'cards.example', translatorFor('en'))
      expectCalendarConformance(text)
      // The calendar's own zone is an extension property, under an X- name (RFC 5545 §3.8.8.2).
      expect.soft(contentLines(text).filter((line) => line.name.includes('TIMEZONE')).map((line) => line.line)).toEqual(['X-WR-TIMEZONE:Europe/Berlin'])
      const read = readCalendar(text)
      expect(read.method).toBe(method)
      expect(read.events).toHaveLength(1)
      const [event] = read.events
      expect(event).toMatchObject({
        uid: '0f4b6a52-4c1e-4f7e-9a57-3b7f3f0e2a10@cards.example',
        sequence,
        stampIsUtc: true,
        start: '2027-03-28T08:00:00.000Z',
        summary: 'Примерка; 試着, "fit" \\ one with Jörg Bücher, "JB"',
        location: 'Hof 2; Straße 1, Köln \\ 日本',
        status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      })
      expect(event!.organizer).toMatchObject({ cn: 'Jörg Bücher, "JB"', address: 'mailto:jorg@example.org' })
      expect(event!.attendees).toMatchObject([{ cn: "O'Brien; Smith, Jr PhD", address: 'mailto:obrien@example.org' }])
    })
  }

  it("writes a quote in a name as RFC 6868's ^', never a backslash inside the quotes", () => {
    const organizer = contentLines(bookingInvitation(news('REQUEST', 0, 'confirmed'), 'cards.example', translatorFor('en'))).find((line) => line.name === 'ORGANIZER')!
    expect(organizer.params).toContain(`CN="Jörg Bücher, ^'JB^'"`)
  })

  it('keeps every name exactly when the mailer marks the ORGANIZER as sent by its From address', () => {
    const named = { ...news('REQUEST', 0, 'confirmed'), host: { name: 'Jörg "JB" a\\b ^n ^^ Bücher; Ω', email: 'jorg@example.org' } }
    const text = sentBy(bookingInvitation(named, 'cards.example', translatorFor('en')), 'cards@marque.test')
    expectCalendarConformance(text)
    expect(readCalendar(text).events[0]!.organizer).toEqual({ cn: named.host.name, sentBy: 'mailto:cards@marque.test', address: 'mailto:jorg@example.org' })
    // Marked twice, it is still marked once.
    expect(contentLines(sentBy(text, 'other@marque.test')).find((line) => line.name === 'ORGANIZER')!.params.match(/SENT-BY=/g)).toHaveLength(1)
  })
})
