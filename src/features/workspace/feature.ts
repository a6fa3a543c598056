import type { Feature } from '../../lib/features/feature'

/** The dashboard, and the brand's overview for its members (the list of brands for anyone else). */
export const workspaceFeature: Feature = {
  menu: [
    { label: 'Dashboard', group: 'you', under: 'site', path: 'profile', shownTo: 'signed-in', order: 10 },
    { label: (brand) => brand.name, group: 'brand', under: 'brand', path: '', shownTo: { brand: 'view-brand' }, order: 10 },
    { label: 'Brands', group: 'brand', under: 'site', path: 'brands', shownTo: 'outside-the-brand', order: 10 },
  ],
  brandTabs: [{ label: 'Overview', path: '', group: 'brand', order: 10, shownTo: 'view-brand' }],
}
