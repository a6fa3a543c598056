import { defineModule } from '../../module-definition'
import { createNotificationRepository, type NotificationRepository } from './notification-repository'
import { notificationRoutes } from './notification-routes'
import { createNotificationStream, type NotificationStream } from './notification-stream'
import { createPreferenceRepository, type PreferenceRepository } from './preference-repository'
import { pushRoutes } from './push-routes'
import { pushSender, type PushJob } from './push-sender'
import { createPushSubscriptionRepository, type PushSubscriptionRepository } from './push-subscription-repository'
import { vapidKeysOf, type VapidKeys } from './vapid-keys'

declare module '../../app-context' {
  interface Repositories {
    notifications: NotificationRepository
    notificationPreferences: PreferenceRepository
    pushSubscriptions: PushSubscriptionRepository
  }
}

declare module '../../jobs/job-queue' {
  interface JobPayloads {
    /** One Web Push message to one subscribed browser. */
    push: PushJob
  }
}

/** What the notifications' routes and push job share: the unread counts' live stream and the server's VAPID keys. */
type Notifying = { stream: NotificationStream; vapid: VapidKeys }

/** Notifications: in the app, by e-mail and by push, as each person chose per kind. */
export const notificationsModule = defineModule<Notifying>({
  name: 'notifications',
  repositories: (db) => ({
    notifications: createNotificationRepository(db),
    notificationPreferences: createPreferenceRepository(db),
    pushSubscriptions: createPushSubscriptionRepository(db),
  }),
  setup: async ({ database, databaseListener }) => ({ stream: createNotificationStream(databaseListener), vapid: await vapidKeysOf(database.db) }),
  routes: [notificationRoutes, pushRoutes],
  jobs: {
    push: {
      // 5 s, 10 s, 20 s … the 9th and last try about 21 minutes after the first: a push is worth little later.
      policy: { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
      handler: ({ repositories, vapid, config, allowLoopbackHttp }) => pushSender({ repositories, vapid, subject: `mailto:${config.mailFrom}`, allowLoopbackHttp }),
    },
  },
  // Open notification streams would hold the server open: end them first; browsers reconnect.
  preClose: ({ stream }) => stream.endStreams(),
})
