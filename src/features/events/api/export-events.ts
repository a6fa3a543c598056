import type { AuditEventFilter } from '../../../domain/audit-event'
import { eventsApi, eventsPath, type EventScope } from './events-api'

/**
 * The CSV of a filter, fetched like every API call (with the session's Bearer token) and handed
 * to the screen as text to save: a plain link could not carry the token.
 */
export const exportEventsApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    exportEvents: build.mutation<string, { scope: EventScope; filter: AuditEventFilter }>({
      query: ({ scope, filter }) => ({ url: `${eventsPath(scope)}.csv`, params: filter, responseHandler: 'text' }),
      invalidatesTags: ['AuditEvent'],
    }),
  }),
})

export const { useExportEventsMutation } = exportEventsApi
