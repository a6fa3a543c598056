import { slotDaysSchema, type SlotDays } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'
import { bookingPath, type BookingLinkArgs } from './get-booking-by-link'

export const getLinkFreeTimesApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The free times a booking's link may move it to; its own time counts as free. Asked only by
    // the link's own screen, never again once the link is spent by a move; a problem is said there.
    getLinkFreeTimes: build.query<SlotDays, BookingLinkArgs & { from: string; to: string; timeZone: string }>({
      query: ({ bookingId, token, from, to, timeZone }) => ({ url: bookingPath(bookingId, '/slots'), params: { token, from, to, time_zone: timeZone } }),
      extraOptions: { schema: slotDaysSchema, notify: false },
    }),
  }),
})

export const { useGetLinkFreeTimesQuery } = getLinkFreeTimesApi
