import type { Locale } from '../../../src/i18n/locales'
import type { JobHandler, JobQueue } from '../../jobs/job-queue'
import type { Repositories } from '../../app-context'
import { reminderMail } from './booking-mail'
import { newsOf } from './booking-news'

/** A reminder planned for a booking as it stood: a later change (cancelled, moved) raises its sequence and drops this one. */
export type ReminderJob = { bookingId: string; sequence: number; brandName: string; siteLocale?: Locale }

/** Plans the reminders of a booking (new, or moved to a new time): each configured time before the meeting that is still ahead. */
export async function planReminders(
  jobs: JobQueue,
  booking: { id: string; startsAt: Date; sequence: number },
  site: { brandName: string; siteLocale: Locale },
  secondsBefore: number[],
): Promise<void> {
  for (const seconds of secondsBefore) {
    const at = new Date(booking.startsAt.getTime() - seconds * 1000)
    // A reminder due before the booking was even made would arrive with the confirmation: left out.
    if (at.getTime() <= Date.now()) continue
    await jobs.send('reminder', { bookingId: booking.id, sequence: booking.sequence, ...site }, { startAfter: at })
  }
}

/** Sends a due reminder to both sides, unless the booking was cancelled or changed since it was planned. */
export function bookingReminder(context: { repositories: Repositories; jobs: JobQueue }): JobHandler<'reminder'> {
  const { appointments } = context.repositories
  return async (job) => {
    const booking = await appointments.findBooking(job.bookingId)
    if (!booking || booking.status === 'cancelled' || booking.sequence !== job.sequence) return
    const type = await appointments.findType(booking.typeId)
    if (!type) return
    // A reminder planned before sites had languages speaks English, as the site did.
    const news = newsOf(type, booking, { method: 'REQUEST', brandName: job.brandName, siteLocale: job.siteLocale ?? 'en' })
    await context.jobs.send('mail', reminderMail(news, 'booker'))
    if (type.hostEmail) await context.jobs.send('mail', reminderMail(news, 'host'))
  }
}
