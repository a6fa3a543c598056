import { appointmentsApi } from './appointments-api'
import { calendarImportPath } from './get-calendar-import'

export const refreshCalendarImportApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The host's own calendar read again now; the screen looks until the read is done.
    refreshCalendarImport: build.mutation<null, void>({
      query: () => ({ url: `${calendarImportPath}/refresh`, method: 'POST' }),
      extraOptions: { notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
  }),
})

export const { useRefreshCalendarImportMutation } = refreshCalendarImportApi
