import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { defineMessages } from '@formatjs/intl'
import { DateTime } from 'luxon'
import type { AppointmentLocation } from '../../../src/domain/appointment'
import { calendarText, newCalendar } from '../../calendar-file'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'
import type { Locale } from '../../../src/i18n/locales'
import { sayWith, translatorFor, type Translator } from '../../i18n/translator'

type Person = { name: string; email: string }

export type BookingNews = {
  method: 'REQUEST' | 'CANCEL'
  booking: { id: string; start: Date; end: Date; sequence: number; status: 'pending' | 'confirmed' | 'cancelled'; timeZone: string }
  type: { title: string; location: AppointmentLocation; timeZone: string }
  host: Person
  booker: Person
  brandName: string
  /** The booker's link to move or cancel the booking without signing in; only in the booker's mail. */
  linkUrl: string | null
  /** What happened, for the subject: a new booking, a new time, the host's yes or no. */
  change?: 'booked' | 'moved' | 'confirmed' | 'declined' | 'cancelled'
  /** Each side's language: the booker's is the one they booked in, the host's their own (else the site's). */
  locales: { booker: Locale; host: Locale }
}

const words = defineMessages({
  summary: { id: 'appointmentMail.summary', defaultMessage: '{title} with {name}' },
  phone: { id: 'appointmentMail.phone', defaultMessage: 'Phone: {phone}' },
  when: { id: 'appointmentMail.when', defaultMessage: '{date}, {time} ({zone})' },
  subject: {
    id: 'appointmentMail.subject',
    defaultMessage: '{change, select, asked {Asked for} moved {New time} confirmed {Confirmed} declined {Declined} cancelled {Cancelled} other {Booked}}: {what}, {when}',
  },
  declined: { id: 'appointmentMail.declined', defaultMessage: '{host} cannot take this booking: {what}.' },
  cancelled: { id: 'appointmentMail.cancelled', defaultMessage: 'This booking is cancelled: {what}.' },
  moved: { id: 'appointmentMail.moved', defaultMessage: 'This booking has a new time: {what}.' },
  booked: { id: 'appointmentMail.booked', defaultMessage: '{what}.' },
  whenLine: { id: 'appointmentMail.whenLine', defaultMessage: 'When: {when}' },
  whereLine: { id: 'appointmentMail.whereLine', defaultMessage: 'Where: {where}' },
  changeLink: { id: 'appointmentMail.changeLink', defaultMessage: 'Another time, or cannot come? Reschedule or cancel' },
  changeLinkText: { id: 'appointmentMail.changeLinkText', defaultMessage: 'Another time, or cannot come? Reschedule or cancel: {link}' },
  reminder: { id: 'appointmentMail.reminder', defaultMessage: 'A reminder: {what}.' },
  reminderSubject: { id: 'appointmentMail.reminderSubject', defaultMessage: 'Reminder: {what}, {when}' },
})

const locationLine = (location: AppointmentLocation, t: Translator) =>
  location.kind === 'in-person' ? location.address : location.kind === 'phone' ? sayWith(t)(words.phone, { phone: location.phone }) : location.url

/**
 * The booking as an iCalendar invitation (server/calendar-file.ts) with the host's zone as a
 * VTIMEZONE: REQUEST when made (and again, with a higher SEQUENCE, when it changes), CANCEL when
 * cancelled, always with the booking's id as its UID so a calendar updates the one event. The
 * mailer marks the ORGANIZER as sent by the address the mail comes from.
 */
export function bookingInvitation(news: BookingNews, host: string, t: Translator): string {
  const { booking, type } = news
  const calendar = newCalendar({ method: news.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST, timeZone: type.timeZone })
  calendar.createEvent({
    id: `${booking.id}@${host}`,
    sequence: booking.sequence,
    start: DateTime.fromJSDate(booking.start, { zone: type.timeZone }),
    end: DateTime.fromJSDate(booking.end, { zone: type.timeZone }),
    timezone: type.timeZone,
    summary: sayWith(t)(words.summary, { title: type.title, name: news.host.name }),
    location: locationLine(type.location, t),
    organizer: { name: news.host.name, email: news.host.email },
    attendees: [{ name: news.booker.name, email: news.booker.email, role: ICalAttendeeRole.REQ, status: news.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
    status: news.method === 'CANCEL' ? ICalEventStatus.CANCELLED : booking.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  })
  return calendarText(calendar)
}

/** The time in the reader's zone, written their way: "Monday, 7 December 2026, 14:30 (Europe/Berlin)". */
const whenIn = (t: Translator, start: Date, timeZone: string) =>
  sayWith(t)(words.when, {
    date: t.formatDate(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
    time: t.formatTime(start, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
    zone: timeZone.replace(/_/g, ' '),
  })

/** The mail to one side of a booking, each in their own time zone, with the invitation for their calendar. */
export function bookingMail(news: BookingNews, to: 'booker' | 'host', host: string): Mail {
  const t = translatorFor(news.locales[to])
  const say = sayWith(t)
  const cancelled = news.method === 'CANCEL'
  const other = to === 'booker' ? news.host : news.booker
  const zone = to === 'booker' ? news.booking.timeZone : news.type.timeZone
  const when = whenIn(t, news.booking.start, zone)
  const what = say(words.summary, { title: news.type.title, name: other.name })
  const change = news.change ?? (cancelled ? 'cancelled' : 'booked')
  const opening =
    change === 'declined'
      ? say(words.declined, { host: news.host.name, what })
      : cancelled
        ? say(words.cancelled, { what })
        : change === 'moved'
          ? say(words.moved, { what })
          : say(words.booked, { what })
  const lines = [opening, say(words.whenLine, { when }), say(words.whereLine, { where: locationLine(news.type.location, t) })]
  const link = !cancelled && to === 'booker' && news.linkUrl ? news.linkUrl : null
  return {
    to: to === 'booker' ? news.booker.email : news.host.email,
    fromName: news.brandName,
    // Answering the mail answers the other side of the booking.
    replyTo: { name: other.name, address: other.email },
    subject: say(words.subject, { change: change === 'booked' && news.booking.status === 'pending' ? 'asked' : change, what, when }),
    text: `${lines.join('\n')}\n` + (link ? `\n${say(words.changeLinkText, { link })}\n` : ''),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>` + (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(say(words.changeLink))}</a></p>` : ''),
    calendar: { method: news.method, content: bookingInvitation(news, host, t) },
  }
}

/** A reminder before the meeting, to one side, in their own time zone; the calendar has the event already. */
export function reminderMail(news: BookingNews, to: 'booker' | 'host'): Mail {
  const t = translatorFor(news.locales[to])
  const say = sayWith(t)
  const other = to === 'booker' ? news.host : news.booker
  const when = whenIn(t, news.booking.start, to === 'booker' ? news.booking.timeZone : news.type.timeZone)
  const what = say(words.summary, { title: news.type.title, name: other.name })
  const lines = [say(words.reminder, { what }), say(words.whenLine, { when }), say(words.whereLine, { where: locationLine(news.type.location, t) })]
  return {
    to: to === 'booker' ? news.booker.email : news.host.email,
    fromName: news.brandName,
    replyTo: { name: other.name, address: other.email },
    subject: say(words.reminderSubject, { what, when }),
    text: `${lines.join('\n')}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  }
}
