import { messageSchema, type Message, type MessageUpdate } from '../../../domain/message'
import { inboxPath, leadsApi } from './leads-api'

export const updateLeadApi = leadsApi.injectEndpoints({
  endpoints: (build) => ({
    updateLead: build.mutation<Message, { brandId: string; messageId: string; changes: MessageUpdate }>({
      query: ({ brandId, messageId, changes }) => ({ url: `${inboxPath(brandId)}/${messageId}`, method: 'PATCH', body: changes }),
      extraOptions: { schema: messageSchema },
      invalidatesTags: ['Lead'],
    }),
  }),
})

export const { useUpdateLeadMutation } = updateLeadApi
