import { defineMessages } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  yours: { id: 'people.menu.yours', defaultMessage: 'Your cards and brands' },
  profile: { id: 'people.menu.profile', defaultMessage: 'Profile' },
  users: { id: 'people.menu.users', defaultMessage: 'Users' },
  overview: { id: 'people.tab.overview', defaultMessage: 'Overview' },
  edit: { id: 'people.tab.edit', defaultMessage: 'Edit' },
})

/** A person's overview and profile, and the site's people for its admins. */
export const peopleFeature: Feature = {
  menu: [
    { label: labels.yours, group: 'you', under: 'user', path: '', shownTo: 'signed-in', order: 20 },
    { label: labels.profile, group: 'you', under: 'user', path: 'edit', shownTo: 'signed-in', order: 50 },
    { label: labels.users, group: 'site', under: 'site', path: 'users', shownTo: { site: 'admin' }, order: 10 },
  ],
  userTabs: [
    { label: labels.overview, path: '', order: 10 },
    { label: labels.edit, path: 'edit', order: 20 },
  ],
}
