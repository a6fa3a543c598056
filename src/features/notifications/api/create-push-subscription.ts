import type { PushSubscriptionCreate } from '../../../domain/notification'
import { notificationsApi } from './notifications-api'

export const createPushSubscriptionApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    createPushSubscription: build.mutation<unknown, PushSubscriptionCreate>({
      query: (body) => ({ url: 'push/subscriptions', method: 'POST', body }),
    }),
  }),
})
