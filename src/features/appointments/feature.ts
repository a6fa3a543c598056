import { appointmentActions } from '../../domain/brand-actions/appointments'
import { defineMessage } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'appointments.menu.label', defaultMessage: 'Appointments' })

/** Appointment types, bookings and the calendars they are checked against. */
export const appointmentsFeature: Feature = {
  roleActions: appointmentActions,
  menu: [{ label, group: 'brand', under: 'brand', path: 'appointments', shownTo: { brand: 'offer-appointments' }, order: 60 }],
  brandTabs: [{ label, path: 'appointments', group: 'contacts', order: 110, shownTo: 'offer-appointments' }],
}
