import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type { AppointmentLocation } from '../../../src/domain/appointment'
import { calendarText, newCalendar } from '../../calendar-file'
import { escapeHtml } from '../../html'
import type { Mail } from '../../mail/mailer'

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
}

const locationLine = (location: AppointmentLocation) => (location.kind === 'in-person' ? location.address : location.kind === 'phone' ? `Phone: ${location.phone}` : location.url)

/**
 * The booking as an iCalendar invitation (server/calendar-file.ts) with the host's zone as a
 * VTIMEZONE: REQUEST when made (and again, with a higher SEQUENCE, when it changes), CANCEL when
 * cancelled, always with the booking's id as its UID so a calendar updates the one event. The
 * mailer marks the ORGANIZER as sent by the address the mail comes from.
 */
export function bookingInvitation(news: BookingNews, host: string): string {
  const { booking, type } = news
  const calendar = newCalendar({ method: news.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST, timeZone: type.timeZone })
  calendar.createEvent({
    id: `${booking.id}@${host}`,
    sequence: booking.sequence,
    start: DateTime.fromJSDate(booking.start, { zone: type.timeZone }),
    end: DateTime.fromJSDate(booking.end, { zone: type.timeZone }),
    timezone: type.timeZone,
    summary: `${type.title} with ${news.host.name}`,
    location: locationLine(type.location),
    organizer: { name: news.host.name, email: news.host.email },
    attendees: [{ name: news.booker.name, email: news.booker.email, role: ICalAttendeeRole.REQ, status: news.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
    status: news.method === 'CANCEL' ? ICalEventStatus.CANCELLED : booking.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  })
  return calendarText(calendar)
}

const whenIn = (start: Date, zone: string) => `${DateTime.fromJSDate(start, { zone }).toFormat("cccc d LLLL yyyy, HH:mm")} (${zone.replace(/_/g, ' ')})`

const subjectWords: Record<NonNullable<BookingNews['change']>, string> = { booked: 'Booked', moved: 'New time', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' }

/** The mail to one side of a booking, each in their own time zone, with the invitation for their calendar. */
export function bookingMail(news: BookingNews, to: 'booker' | 'host', host: string): Mail {
  const cancelled = news.method === 'CANCEL'
  const other = to === 'booker' ? news.host : news.booker
  const zone = to === 'booker' ? news.booking.timeZone : news.type.timeZone
  const when = whenIn(news.booking.start, zone)
  const what = `${news.type.title} with ${to === 'booker' ? news.host.name : news.booker.name}`
  const change = news.change ?? (cancelled ? 'cancelled' : 'booked')
  const word = change === 'booked' && news.booking.status === 'pending' ? 'Asked for' : subjectWords[change]
  const opening = change === 'declined' ? `${news.host.name} cannot take this booking: ${what}.` : cancelled ? `This booking is cancelled: ${what}.` : change === 'moved' ? `This booking has a new time: ${what}.` : `${what}.`
  const lines = [opening, `When: ${when}`, `Where: ${locationLine(news.type.location)}`]
  const link = !cancelled && to === 'booker' && news.linkUrl ? news.linkUrl : null
  return {
    to: to === 'booker' ? news.booker.email : news.host.email,
    fromName: news.brandName,
    // Answering the mail answers the other side of the booking.
    replyTo: { name: other.name, address: other.email },
    subject: `${word}: ${what}, ${when}`,
    text: `${lines.join('\n')}\n` + (link ? `\nAnother time, or cannot come? Reschedule or cancel: ${link}\n` : ''),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>` + (link ? `<p><a href="${escapeHtml(link)}">Another time, or cannot come? Reschedule or cancel</a></p>` : ''),
    calendar: { method: news.method, content: bookingInvitation(news, host) },
  }
}

/** A reminder before the meeting, to one side, in their own time zone; the calendar has the event already. */
export function reminderMail(news: BookingNews, to: 'booker' | 'host'): Mail {
  const other = to === 'booker' ? news.host : news.booker
  const when = whenIn(news.booking.start, to === 'booker' ? news.booking.timeZone : news.type.timeZone)
  const what = `${news.type.title} with ${other.name}`
  const lines = [`A reminder: ${what}.`, `When: ${when}`, `Where: ${locationLine(news.type.location)}`]
  return {
    to: to === 'booker' ? news.booker.email : news.host.email,
    fromName: news.brandName,
    replyTo: { name: other.name, address: other.email },
    subject: `Reminder: ${what}, ${when}`,
    text: `${lines.join('\n')}\n`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  }
}
