import type { Locale } from '../../../src/i18n/locales'
import type { JobQueue } from '../../jobs/job-queue'
import type { AppointmentTypeRecord, BookingRecord } from './appointment-repository'
import { bookingMail, type BookingNews } from './booking-mail'

/** What both sides' mails say of a booking as it stands. */
export function newsOf(
  type: AppointmentTypeRecord,
  booking: BookingRecord,
  options: { method: BookingNews['method']; brandName: string; siteLocale: Locale; linkUrl?: string | null; change?: BookingNews['change'] },
): BookingNews {
  return {
    method: options.method,
    booking: { id: booking.id, start: booking.startsAt, end: booking.endsAt, sequence: booking.sequence, status: booking.status, timeZone: booking.time_zone },
    type: { title: type.fields.title, location: type.fields.location, timeZone: type.fields.time_zone },
    host: { name: type.hostName, email: type.hostEmail },
    booker: { name: booking.name, email: booking.email },
    brandName: options.brandName,
    linkUrl: options.linkUrl ?? null,
    ...(options.change ? { change: options.change } : {}),
    locales: { booker: booking.locale, host: type.hostLocale ?? options.siteLocale },
  }
}

/**
 * Both sides hear of a booking and of every change to it, through the job queue (a mail server
 * that is down delays them, never loses them), each with the invitation for their calendar.
 */
export async function sendBookingNews(jobs: JobQueue, news: BookingNews, hostname: string): Promise<void> {
  await jobs.send('mail', bookingMail(news, 'booker', hostname))
  if (news.host.email) await jobs.send('mail', bookingMail(news, 'host', hostname))
}
