import { bookingSchema, type Booking, type BookingCreate } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'

export const bookAppointmentApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names; a taken time refreshes the times.
    bookAppointment: build.mutation<Booking, { typeId: string; booking: BookingCreate }>({
      query: ({ typeId, booking }) => ({ url: `appointment-types/${encodeURIComponent(typeId)}/bookings`, method: 'POST', body: booking }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['FreeTimes'],
    }),
  }),
})

export const { useBookAppointmentMutation } = bookAppointmentApi
