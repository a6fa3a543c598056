import { messageListSchema, type InboxQuery, type Message } from '../../../domain/message'
import { inboxPath, leadsApi } from './leads-api'

export const listLeadsApi = leadsApi.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.query<{ messages: Message[] }, { brandId: string; filter: InboxQuery }>({
      query: ({ brandId, filter }) => ({ url: inboxPath(brandId), params: filter }),
      extraOptions: { schema: messageListSchema },
      providesTags: ['Lead'],
    }),
  }),
})

export const { useListLeadsQuery } = listLeadsApi
