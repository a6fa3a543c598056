import { defineMessages } from 'react-intl'
import { eventActions } from '../../domain/brand-actions/events'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  activity: { id: 'events.menu.label', defaultMessage: 'Activity' },
  events: { id: 'events.tab.label', defaultMessage: 'Events' },
})

/** The audit log: the person's own activity, and the brand's on its overview. */
export const eventsFeature: Feature = {
  roleActions: eventActions,
  menu: [{ label: labels.activity, group: 'you', under: 'user', path: 'events', shownTo: 'signed-in', order: 60 }],
  userTabs: [{ label: labels.events, path: 'events', order: 40 }],
}
