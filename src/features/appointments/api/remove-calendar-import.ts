import { appointmentsApi } from './appointments-api'
import { calendarImportPath } from './get-calendar-import'

export const removeCalendarImportApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The host's own calendar forgotten, with its busy times.
    removeCalendarImport: build.mutation<null, void>({
      query: () => ({ url: calendarImportPath, method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
  }),
})

export const { useRemoveCalendarImportMutation } = removeCalendarImportApi
