import { z } from 'zod'
import { calendarImportSchema, type CalendarImport } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'

/** The host's own calendar, whose busy times are never offered, as the server last read it. */
export const calendarImportPath = 'users/me/calendar-import'

export const getCalendarImportApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarImport: build.query<CalendarImport | null, void>({
      query: () => calendarImportPath,
      transformResponse: (answer: { calendar: CalendarImport | null }) => answer.calendar,
      extraOptions: { schema: z.object({ calendar: calendarImportSchema.nullable() }) },
      providesTags: ['CalendarImport'],
    }),
  }),
})

export const { useGetCalendarImportQuery } = getCalendarImportApi
