import { z } from 'zod'
import { appointmentTypeSchema, bookingSchema, bookingSummarySchema, type AppointmentType, type AppointmentTypeFields, publicAppointmentTypeSchema, type BookingSummary, slotDaysSchema, type BookingCreate, type Booking, type PublicAppointmentType, type SlotDays } from '../../../domain/appointment'
import { api } from '../../../lib/api/api'

export type SlotArgs = { typeId: string; from: string; to: string; timeZone: string }

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAppointmentTypes: build.query<AppointmentType[], string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/appointment-types`,
      transformResponse: (answer: { types: AppointmentType[] }) => answer.types,
      extraOptions: { schema: z.object({ types: z.array(appointmentTypeSchema) }) },
      providesTags: ['AppointmentTypes'],
    }),
    // The form shows the server's message; the list shows the new type.
    createAppointmentType: build.mutation<AppointmentType, { brandId: string; fields: AppointmentTypeFields }>({
      query: ({ brandId, fields }) => ({ url: `brands/${encodeURIComponent(brandId)}/appointment-types`, method: 'POST', body: fields }),
      extraOptions: { schema: appointmentTypeSchema, notify: false },
      invalidatesTags: ['AppointmentTypes'],
    }),
    getAppointmentType: build.query<PublicAppointmentType, string>({
      query: (typeId) => `appointment-types/${encodeURIComponent(typeId)}`,
      // A 404 is the screen's "not found", not a notification.
      extraOptions: { schema: publicAppointmentTypeSchema, notify: false },
    }),
    getFreeTimes: build.query<SlotDays, SlotArgs>({
      query: ({ typeId, from, to, timeZone }) => ({ url: `appointment-types/${encodeURIComponent(typeId)}/slots`, params: { from, to, time_zone: timeZone } }),
      extraOptions: { schema: slotDaysSchema },
      providesTags: ['FreeTimes'],
    }),
    // The form shows the server's message under the field it names; a taken time refreshes the times.
    bookAppointment: build.mutation<Booking, { typeId: string; booking: BookingCreate }>({
      query: ({ typeId, booking }) => ({ url: `appointment-types/${encodeURIComponent(typeId)}/bookings`, method: 'POST', body: booking }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['FreeTimes'],
    }),
    // A cancel link's booking; a link that no longer works is the screen's to say, not a notification.
    getBookingByLink: build.query<BookingSummary, { bookingId: string; token: string }>({
      query: ({ bookingId, token }) => ({ url: `bookings/${encodeURIComponent(bookingId)}`, params: { token } }),
      extraOptions: { schema: bookingSummarySchema, notify: false },
    }),
    cancelBooking: build.mutation<Booking, { bookingId: string; token: string }>({
      query: ({ bookingId, token }) => ({ url: `bookings/${encodeURIComponent(bookingId)}/cancel`, method: 'POST', body: { token } }),
      extraOptions: { schema: bookingSchema, notify: false },
    }),
  }),
})

export const { useListAppointmentTypesQuery, useCreateAppointmentTypeMutation, useGetAppointmentTypeQuery, useGetFreeTimesQuery, useBookAppointmentMutation, useGetBookingByLinkQuery, useCancelBookingMutation } = appointmentsApi
