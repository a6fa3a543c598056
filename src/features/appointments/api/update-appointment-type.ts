import { appointmentTypeSchema, type AppointmentType, type AppointmentTypeSave } from '../../../domain/appointment'
import { appointmentsApi, brandPath } from './appointments-api'

export const updateAppointmentTypeApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names; new hours change the free times.
    updateAppointmentType: build.mutation<AppointmentType, { brandId: string; typeId: string; fields: AppointmentTypeSave }>({
      query: ({ brandId, typeId, fields }) => ({ url: brandPath(brandId, `appointment-types/${encodeURIComponent(typeId)}`), method: 'PUT', body: fields }),
      extraOptions: { schema: appointmentTypeSchema, notify: false },
      invalidatesTags: ['AppointmentTypes', 'FreeTimes'],
    }),
  }),
})

export const { useUpdateAppointmentTypeMutation } = updateAppointmentTypeApi
