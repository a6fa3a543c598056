import { bookingSummarySchema, type BookingSummary } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'

/** The booking a mail's link names, with the link's secret. */
export type BookingLinkArgs = { bookingId: string; token: string }

/** A booking's own part of the API, without the /api base. */
export const bookingPath = (bookingId: string, rest = '') => `bookings/${encodeURIComponent(bookingId)}${rest}`

export const getBookingByLinkApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // A link that no longer works is the screen's to say, not a notification.
    getBookingByLink: build.query<BookingSummary, BookingLinkArgs>({
      query: ({ bookingId, token }) => ({ url: bookingPath(bookingId), params: { token } }),
      extraOptions: { schema: bookingSummarySchema, notify: false },
    }),
  }),
})

export const { useGetBookingByLinkQuery } = getBookingByLinkApi
