import type { Feature } from '../../lib/features/feature'

/** The person's messages. */
export const messagesFeature: Feature = {
  menu: [{ label: 'Messages', group: 'you', under: 'user', path: 'messages', shownTo: 'signed-in', order: 30 }],
  userTabs: [{ label: 'Messages', path: 'messages', order: 50 }],
}
