import { z } from 'zod'
import { calendarImportSchema, type CalendarImport } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'
import { calendarImportPath } from './get-calendar-import'

export const setCalendarImportApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the address when it names it.
    setCalendarImport: build.mutation<CalendarImport, { url: string; time_zone: string }>({
      query: (body) => ({ url: calendarImportPath, method: 'PUT', body }),
      transformResponse: (answer: { calendar: CalendarImport }) => answer.calendar,
      extraOptions: { schema: z.object({ calendar: calendarImportSchema }), notify: false },
      invalidatesTags: ['CalendarImport'],
    }),
  }),
})

export const { useSetCalendarImportMutation } = setCalendarImportApi
