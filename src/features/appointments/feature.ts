import { appointmentActions } from '../../domain/brand-actions/appointments'
import type { Feature } from '../../lib/features/feature'

/** Appointment types, bookings and the calendars they are checked against. */
export const appointmentsFeature: Feature = {
  roleActions: appointmentActions,
  menu: [{ label: 'Appointments', group: 'brand', under: 'brand', path: 'appointments', shownTo: { brand: 'offer-appointments' }, order: 60 }],
  brandTabs: [{ label: 'Appointments', path: 'appointments', group: 'contacts', order: 110, shownTo: 'offer-appointments' }],
}
