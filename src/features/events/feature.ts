import { eventActions } from '../../domain/brand-actions/events'
import type { Feature } from '../../lib/features/feature'

/** The audit log: the person's own activity, and the brand's on its overview. */
export const eventsFeature: Feature = {
  roleActions: eventActions,
  menu: [{ label: 'Activity', group: 'you', under: 'user', path: 'events', shownTo: 'signed-in', order: 60 }],
  userTabs: [{ label: 'Events', path: 'events', order: 40 }],
}
