import { appointmentTypeSchema, type AppointmentType, type AppointmentTypeSave } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

export const createAppointmentTypeApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names; the list shows the new type.
    createAppointmentType: build.mutation<AppointmentType, { brandId: string; fields: AppointmentTypeSave }>({
      query: ({ brandId, fields }) => ({ url: brandPath(brandId, 'appointment-types'), method: 'POST', body: fields }),
      extraOptions: { schema: appointmentTypeSchema, notify: false },
      invalidatesTags: ['AppointmentTypes'],
    }),
  }),
})

export const { useCreateAppointmentTypeMutation } = createAppointmentTypeApi
