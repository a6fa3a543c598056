import { messageListSchema, type Message } from '../../../domain/message'
import { messagesApi } from './messages-api'

export const listMessagesApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<{ messages: Message[] }, void>({
      query: () => 'messages',
      extraOptions: { schema: messageListSchema },
      providesTags: ['Message'],
    }),
  }),
})

export const { useListMessagesQuery } = listMessagesApi
