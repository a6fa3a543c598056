import type { Feature } from '../../lib/features/feature'

/** The person's notifications. */
export const notificationsFeature: Feature = {
  menu: [{ label: 'Notifications', group: 'you', under: 'user', path: 'notifications', shownTo: 'signed-in', order: 40 }],
  userTabs: [{ label: 'Notifications', path: 'notifications', order: 60 }],
}
