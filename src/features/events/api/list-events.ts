import { auditEventListSchema, type AuditEvent, type AuditEventFilter } from '../../../domain/audit-event'
import { eventsApi, eventsPath, type EventScope } from './events-api'

export const listEventsApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<{ events: AuditEvent[]; next_before: string | null }, { scope: EventScope; filter: AuditEventFilter }>({
      query: ({ scope, filter }) => ({ url: eventsPath(scope), params: filter }),
      extraOptions: { schema: auditEventListSchema },
      providesTags: ['AuditEvent'],
    }),
  }),
})

export const { useListEventsQuery } = listEventsApi
