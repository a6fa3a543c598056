import type { Feature } from '../../lib/features/feature'

/** A person's overview and profile, and the site's people for its admins. */
export const peopleFeature: Feature = {
  menu: [
    { label: 'Your cards and brands', group: 'you', under: 'user', path: '', shownTo: 'signed-in', order: 20 },
    { label: 'Profile', group: 'you', under: 'user', path: 'edit', shownTo: 'signed-in', order: 50 },
    { label: 'Users', group: 'site', under: 'site', path: 'users', shownTo: { site: 'admin' }, order: 10 },
  ],
  userTabs: [
    { label: 'Overview', path: '', order: 10 },
    { label: 'Edit', path: 'edit', order: 20 },
  ],
}
