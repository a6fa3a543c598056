import { bookingSchema, type Booking } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

/** A host's answer to a booking waiting for them. */
export type BookingDecision = 'confirm' | 'decline'

export const decideBookingApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    decideBooking: build.mutation<Booking, { brandId: string; bookingId: string; decision: BookingDecision }>({
      query: ({ brandId, bookingId, decision }) => ({ url: brandPath(brandId, `bookings/${encodeURIComponent(bookingId)}/${decision}`), method: 'POST' }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['HostBookings'],
    }),
  }),
})

export const { useDecideBookingMutation } = decideBookingApi
