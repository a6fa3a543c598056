import { api } from '../../../lib/api/api'

/**
 * The shared API with the appointment screens' tags: a saved type refreshes the list and the free
 * times, a booking or a move refreshes the free times, a host's decision refreshes their bookings.
 */
export const appointmentsApi = api.enhanceEndpoints({ addTagTypes: ['AppointmentTypes', 'FreeTimes', 'HostBookings', 'CalendarImport'] })

/** A brand's appointment part, without the /api base. */
export const brandPath = (brandId: string, rest: string) => `brands/${encodeURIComponent(brandId)}/${rest}`
