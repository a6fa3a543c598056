import { notificationPreferencesSchema, type NotificationPreferences, type NotificationPreferencesUpdate } from '../../../domain/notification'
import { notificationsApi } from './notifications-api'

export const updateNotificationPreferencesApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    updateNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferencesUpdate>({
      query: (body) => ({ url: 'users/me/notification-preferences', method: 'PUT', body }),
      extraOptions: { schema: notificationPreferencesSchema },
      invalidatesTags: ['NotificationPreferences'],
    }),
  }),
})

export const { useUpdateNotificationPreferencesMutation } = updateNotificationPreferencesApi
