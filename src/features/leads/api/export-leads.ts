import type { InboxQuery } from '../../../domain/message'
import { inboxPath, leadsApi } from './leads-api'

/**
 * Files of the inbox, fetched with the session's token and handed to the screen as text to save:
 * the inbox as CSV, and one writer's contact card (.vcf).
 */
export const exportLeadsApi = leadsApi.injectEndpoints({
  endpoints: (build) => ({
    exportLeads: build.mutation<string, { brandId: string; filter: InboxQuery }>({
      query: ({ brandId, filter }) => ({ url: `${inboxPath(brandId)}.csv`, params: filter, responseHandler: 'text' }),
    }),
    exportLeadContact: build.mutation<string, { brandId: string; messageId: string }>({
      query: ({ brandId, messageId }) => ({ url: `${inboxPath(brandId)}/${encodeURIComponent(messageId)}/contact.vcf`, responseHandler: 'text' }),
    }),
  }),
})

export const { useExportLeadsMutation, useExportLeadContactMutation } = exportLeadsApi
