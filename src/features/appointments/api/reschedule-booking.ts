import { bookingSchema, type Booking } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'
import { bookingPath, type BookingLinkArgs } from './get-booking-by-link'

export const rescheduleBookingApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    rescheduleBooking: build.mutation<Booking, BookingLinkArgs & { start: string }>({
      query: ({ bookingId, token, start }) => ({ url: bookingPath(bookingId, '/reschedule'), method: 'POST', body: { token, start } }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['FreeTimes'],
    }),
  }),
})

export const { useRescheduleBookingMutation } = rescheduleBookingApi
