import type { InboxQuery } from '../../../domain/message'
import { inboxPath, leadsApi } from './leads-api'

/** The inbox as CSV, fetched with the session's token and handed to the screen as text to save. */
export const exportLeadsApi = leadsApi.injectEndpoints({
  endpoints: (build) => ({
    exportLeads: build.mutation<string, { brandId: string; filter: InboxQuery }>({
      query: ({ brandId, filter }) => ({ url: `${inboxPath(brandId)}.csv`, params: filter, responseHandler: 'text' }),
    }),
  }),
})

export const { useExportLeadsMutation } = exportLeadsApi
