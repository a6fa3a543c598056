import { z } from 'zod'
import { hostBookingSchema, type HostBooking } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

export const listHostBookingsApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    listHostBookings: build.query<HostBooking[], { brandId: string; from: string; to: string; timeZone: string }>({
      query: ({ brandId, from, to, timeZone }) => ({ url: brandPath(brandId, 'bookings'), params: { from, to, time_zone: timeZone } }),
      transformResponse: (answer: { bookings: HostBooking[] }) => answer.bookings,
      extraOptions: { schema: z.object({ bookings: z.array(hostBookingSchema) }) },
      providesTags: ['HostBookings'],
    }),
  }),
})

export const { useListHostBookingsQuery } = listHostBookingsApi
