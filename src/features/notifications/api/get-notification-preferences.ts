import { notificationPreferencesSchema, type NotificationPreferences } from '../../../domain/notification'
import { notificationsApi } from './notifications-api'

export const getNotificationPreferencesApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => 'users/me/notification-preferences',
      extraOptions: { schema: notificationPreferencesSchema },
      providesTags: ['NotificationPreferences'],
    }),
  }),
})

export const { useGetNotificationPreferencesQuery } = getNotificationPreferencesApi
