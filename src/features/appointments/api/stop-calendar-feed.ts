import { appointmentsApi } from './appointments-api'
import { calendarFeedPath } from './make-calendar-feed'

export const stopCalendarFeedApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // Calendars subscribed to the address get nothing more.
    stopCalendarFeed: build.mutation<null, string>({
      query: (brandId) => ({ url: calendarFeedPath(brandId), method: 'DELETE' }),
      extraOptions: { notify: false },
    }),
  }),
})

export const { useStopCalendarFeedMutation } = stopCalendarFeedApi
