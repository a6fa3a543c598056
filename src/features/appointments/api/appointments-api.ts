import { z } from 'zod'
import {
  appointmentTypeSchema,
  bookingSchema,
  bookingSummarySchema,
  calendarFeedSchema,
  calendarImportSchema,
  hostBookingSchema,
  publicAppointmentTypeSchema,
  slotDaysSchema,
  type AppointmentType,
  type AppointmentTypeSave,
  type Booking,
  type BookingCreate,
  type BookingSummary,
  type CalendarImport,
  type HostBooking,
  type PublicAppointmentType,
  type SlotDays,
} from '../../../domain/appointment'
import { brandMemberListSchema, type BrandMemberList } from '../../../domain/brand-members'
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
    // Who may host the brand's types, and whether the caller may name anyone but themself.
    listBrandPeople: build.query<BrandMemberList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/members`,
      extraOptions: { schema: brandMemberListSchema },
    }),
    // The form shows the server's message; the list shows the new type.
    createAppointmentType: build.mutation<AppointmentType, { brandId: string; fields: AppointmentTypeSave }>({
      query: ({ brandId, fields }) => ({ url: `brands/${encodeURIComponent(brandId)}/appointment-types`, method: 'POST', body: fields }),
      extraOptions: { schema: appointmentTypeSchema, notify: false },
      invalidatesTags: ['AppointmentTypes'],
    }),
    updateAppointmentType: build.mutation<AppointmentType, { brandId: string; typeId: string; fields: AppointmentTypeSave }>({
      query: ({ brandId, typeId, fields }) => ({ url: `brands/${encodeURIComponent(brandId)}/appointment-types/${encodeURIComponent(typeId)}`, method: 'PUT', body: fields }),
      extraOptions: { schema: appointmentTypeSchema, notify: false },
      invalidatesTags: ['AppointmentTypes', 'FreeTimes'],
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
    // The free times a booking's link may move it to; its own time counts as free.
    getLinkFreeTimes: build.query<SlotDays, { bookingId: string; token: string; from: string; to: string; timeZone: string }>({
      query: ({ bookingId, token, from, to, timeZone }) => ({ url: `bookings/${encodeURIComponent(bookingId)}/slots`, params: { token, from, to, time_zone: timeZone } }),
      extraOptions: { schema: slotDaysSchema },
      providesTags: ['FreeTimes'],
    }),
    rescheduleBooking: build.mutation<Booking, { bookingId: string; token: string; start: string }>({
      query: ({ bookingId, token, start }) => ({ url: `bookings/${encodeURIComponent(bookingId)}/reschedule`, method: 'POST', body: { token, start } }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['FreeTimes'],
    }),
    listHostBookings: build.query<HostBooking[], { brandId: string; from: string; to: string; timeZone: string }>({
      query: ({ brandId, from, to, timeZone }) => ({ url: `brands/${encodeURIComponent(brandId)}/bookings`, params: { from, to, time_zone: timeZone } }),
      transformResponse: (answer: { bookings: HostBooking[] }) => answer.bookings,
      extraOptions: { schema: z.object({ bookings: z.array(hostBookingSchema) }) },
      providesTags: ['HostBookings'],
    }),
    decideBooking: build.mutation<Booking, { brandId: string; bookingId: string; decision: 'confirm' | 'decline' }>({
      query: ({ brandId, bookingId, decision }) => ({ url: `brands/${encodeURIComponent(brandId)}/bookings/${encodeURIComponent(bookingId)}/${decision}`, method: 'POST' }),
      extraOptions: { schema: bookingSchema, notify: false },
      invalidatesTags: ['HostBookings'],
    }),
    makeCalendarFeed: build.mutation<{ url: string }, string>({
      query: (brandId) => ({ url: `brands/${encodeURIComponent(brandId)}/calendar-feed`, method: 'POST' }),
      extraOptions: { schema: calendarFeedSchema, notify: false },
    }),
    stopCalendarFeed: build.mutation<null, string>({
      query: (brandId) => ({ url: `brands/${encodeURIComponent(brandId)}/calendar-feed`, method: 'DELETE' }),
      extraOptions: { notify: false },
    }),
    getCalendarImport: build.query<CalendarImport | null, void>({
      query: () => 'users/me/calendar-import',
      transformResponse: (answer: { calendar: CalendarImport | null }) => answer.calendar,
      extraOptions: { schema: z.object({ calendar: calendarImportSchema.nullable() }) },
      providesTags: ['CalendarImport'],
    }),
    setCalendarImport: build.mutation<CalendarImport, { url: string; time_zone: string }>({
      query: (body) => ({ url: 'users/me/calendar-import', method: 'PUT', body }),
      transformResponse: (answer: { calendar: CalendarImport }) => answer.calendar,
      extraOptions: { schema: z.object({ calendar: calendarImportSchema }), notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
    refreshCalendarImport: build.mutation<null, void>({
      query: () => ({ url: 'users/me/calendar-import/refresh', method: 'POST' }),
      extraOptions: { notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
    removeCalendarImport: build.mutation<null, void>({
      query: () => ({ url: 'users/me/calendar-import', method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
  }),
})

export const {
  useListAppointmentTypesQuery,
  useListBrandPeopleQuery,
  useCreateAppointmentTypeMutation,
  useUpdateAppointmentTypeMutation,
  useGetAppointmentTypeQuery,
  useGetFreeTimesQuery,
  useBookAppointmentMutation,
  useGetBookingByLinkQuery,
  useCancelBookingMutation,
  useGetLinkFreeTimesQuery,
  useRescheduleBookingMutation,
  useListHostBookingsQuery,
  useDecideBookingMutation,
  useMakeCalendarFeedMutation,
  useStopCalendarFeedMutation,
  useGetCalendarImportQuery,
  useSetCalendarImportMutation,
  useRefreshCalendarImportMutation,
  useRemoveCalendarImportMutation,
} = appointmentsApi
