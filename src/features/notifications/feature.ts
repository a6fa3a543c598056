import { defineMessage } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'notifications.menu.label', defaultMessage: 'Notifications' })

/** The person's notifications. */
export const notificationsFeature: Feature = {
  menu: [{ label, group: 'you', under: 'user', path: 'notifications', shownTo: 'signed-in', order: 40 }],
  userTabs: [{ label, path: 'notifications', order: 60 }],
}
