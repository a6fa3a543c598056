import { createApi } from '@reduxjs/toolkit/query/react'
import { config } from '../../config'
import { notifyError } from '../notifications/toaster'
import { createBaseQuery } from './base-query'

/** The one API of the app; each feature injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ apiBase: config.apiBase, notify: notifyError }),
  tagTypes: ['Me', 'Workspace', 'FreeTimes', 'AppointmentTypes', 'HostBookings', 'CalendarImport'],
  endpoints: () => ({}),
})
