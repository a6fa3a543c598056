import { defineMessage } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'messages.menu.label', defaultMessage: 'Messages' })

/** The person's messages. */
export const messagesFeature: Feature = {
  menu: [{ label, group: 'you', under: 'user', path: 'messages', shownTo: 'signed-in', order: 30 }],
  userTabs: [{ label, path: 'messages', order: 50 }],
}
