import { z } from 'zod'
import { appointmentTypeSchema, type AppointmentType } from '../../../domain/appointment'
import { api } from '../../../lib/api/api'

/** The brand's appointment types, for a booking calendar block to offer; the Appointments screen's changes refresh it (tag AppointmentTypes). */
const pageAppointmentTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    pageAppointmentTypes: build.query<AppointmentType[], string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/appointment-types`,
      transformResponse: (answer: { types: AppointmentType[] }) => answer.types,
      extraOptions: { schema: z.object({ types: z.array(appointmentTypeSchema) }), notify: false },
      providesTags: ['AppointmentTypes'],
    }),
  }),
})

export const { usePageAppointmentTypesQuery } = pageAppointmentTypesApi
