import { appointmentActions } from '../../../src/domain/brand-actions/appointments'
import { defineModule } from '../../module-definition'
import { createAppointmentRepository, type AppointmentRepository } from './appointment-repository'
import { appointmentRoutes } from './appointment-routes'
import { bookingReminder, type ReminderJob } from './booking-reminder'
import { calendarImporter, type CalendarImportJob } from './calendar-import'
import { hostBookingRoutes } from './host-booking-routes'

declare module '../../app-context' {
  interface Repositories {
    appointments: AppointmentRepository
  }
}

declare module '../../jobs/job-queue' {
  interface JobPayloads {
    /** Reminds both sides of a booking, at its time before the meeting, unless it was cancelled or moved. */
    reminder: ReminderJob
    /** Reads a host's own calendar again, so its busy times are not offered. */
    'calendar-import': CalendarImportJob
  }
}

/** Appointments: kinds of meeting a brand's people take bookings for, the bookings, reminders and calendars. */
export const appointmentsModule = defineModule({
  name: 'appointments',
  roleActions: appointmentActions,
  repositories: (db) => ({ appointments: createAppointmentRepository(db) }),
  routes: [appointmentRoutes, hostBookingRoutes],
  jobs: {
    reminder: {
      // 30 s, 60 s … the 5th and last try about 8 minutes after the first: a reminder later than that is little use.
      policy: { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
      handler: ({ repositories, jobs }) => bookingReminder({ repositories, jobs }),
    },
    'calendar-import': {
      // A calendar that cannot be read is noted for the host, not retried (the next half-hourly read
      // tries again); a try cut short (a database error, the process stopped) runs again after 1 min.
      policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
      handler: ({ repositories, jobs, allowLoopbackHttp }) => calendarImporter({ repositories, jobs, allowLoopbackHttp }),
    },
  },
})
