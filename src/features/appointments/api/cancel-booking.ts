import { bookingSchema, type Booking } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'
import { bookingPath, type BookingLinkArgs } from './get-booking-by-link'

export const cancelBookingApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    cancelBooking: build.mutation<Booking, BookingLinkArgs>({
      query: ({ bookingId, token }) => ({ url: bookingPath(bookingId, '/cancel'), method: 'POST', body: { token } }),
      extraOptions: { schema: bookingSchema, notify: false },
    }),
  }),
})

export const { useCancelBookingMutation } = cancelBookingApi
