import { publicAppointmentTypeSchema, type PublicAppointmentType } from '../../../domain/appointment'
import { appointmentsApi } from './appointments-api'

export const getAppointmentTypeApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getAppointmentType: build.query<PublicAppointmentType, string>({
      query: (typeId) => `appointment-types/${encodeURIComponent(typeId)}`,
      // A 404 is the screen's "not found", not a notification.
      extraOptions: { schema: publicAppointmentTypeSchema, notify: false },
    }),
  }),
})

export const { useGetAppointmentTypeQuery } = getAppointmentTypeApi
