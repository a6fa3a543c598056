import { calendarFeedSchema } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

/** The host's private address of their bookings in a brand, shown once. */
export const calendarFeedPath = (brandId: string) => brandPath(brandId, 'calendar-feed')

export const makeCalendarFeedApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // A new address stops the old one.
    makeCalendarFeed: build.mutation<{ url: string }, string>({
      query: (brandId) => ({ url: calendarFeedPath(brandId), method: 'POST' }),
      extraOptions: { schema: calendarFeedSchema, notify: false },
    }),
  }),
})

export const { useMakeCalendarFeedMutation } = makeCalendarFeedApi
