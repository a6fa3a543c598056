import { z } from 'zod'
import { notificationListSchema } from '../../../domain/notification'
import { messagesApi } from './messages-api'

export type NotificationList = z.infer<typeof notificationListSchema>

export const listNotificationsApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationList, void>({
      query: () => 'notifications',
      extraOptions: { schema: notificationListSchema },
      providesTags: ['Notification'],
    }),
  }),
})

export const { useListNotificationsQuery } = listNotificationsApi
