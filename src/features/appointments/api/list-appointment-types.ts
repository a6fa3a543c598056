import { z } from 'zod'
import { appointmentTypeSchema, type AppointmentType } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

export const listAppointmentTypesApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    listAppointmentTypes: build.query<AppointmentType[], string>({
      query: (brandId) => brandPath(brandId, 'appointment-types'),
      transformResponse: (answer: { types: AppointmentType[] }) => answer.types,
      extraOptions: { schema: z.object({ types: z.array(appointmentTypeSchema) }) },
      providesTags: ['AppointmentTypes'],
    }),
  }),
})

export const { useListAppointmentTypesQuery } = listAppointmentTypesApi
