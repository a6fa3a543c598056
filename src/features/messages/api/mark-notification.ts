import { notificationSchema, type Notification } from '../../../domain/notification'
import { messagesApi } from './messages-api'

export const markNotificationApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    markNotification: build.mutation<Notification, { id: string; read: boolean }>({
      query: ({ id, read }) => ({ url: `notifications/${encodeURIComponent(id)}`, method: 'PATCH', body: { read } }),
      extraOptions: { schema: notificationSchema },
      invalidatesTags: ['Notification'],
    }),
  }),
})

export const { useMarkNotificationMutation } = markNotificationApi
