import { slotDaysSchema, type SlotDays } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'

/** A type's free times from one day to another (YYYY-MM-DD), by day in the visitor's time zone. */
export type FreeTimesArgs = { typeId: string; from: string; to: string; timeZone: string }

export const getFreeTimesApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getFreeTimes: build.query<SlotDays, FreeTimesArgs>({
      query: ({ typeId, from, to, timeZone }) => ({ url: `appointment-types/${encodeURIComponent(typeId)}/slots`, params: { from, to, time_zone: timeZone } }),
      extraOptions: { schema: slotDaysSchema },
      providesTags: ['FreeTimes'],
    }),
  }),
})

export const { useGetFreeTimesQuery } = getFreeTimesApi
