import { leadResponseSchema, type LeadCreate, type LeadResponse } from '../../../domain/lead'
import { api } from '../../../lib/api/api'

export const createLeadApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names, so no notification as well.
    createLead: build.mutation<LeadResponse, { key: string; lead: LeadCreate }>({
      query: ({ key, lead }) => ({ url: `vcards/${encodeURIComponent(key)}/leads`, method: 'POST', body: lead }),
      extraOptions: { schema: leadResponseSchema, notify: false },
    }),
  }),
})

export const { useCreateLeadMutation } = createLeadApi
