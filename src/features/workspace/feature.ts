import { defineMessages } from 'react-intl'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  dashboard: { id: 'workspace.menu.dashboard', defaultMessage: 'Dashboard' },
  brands: { id: 'workspace.menu.brands', defaultMessage: 'Brands' },
  overview: { id: 'workspace.tabs.overview', defaultMessage: 'Overview' },
})

/** The dashboard, and the brand's overview for its members (the list of brands for anyone else). */
export const workspaceFeature: Feature = {
  menu: [
    { label: labels.dashboard, group: 'you', under: 'site', path: 'profile', shownTo: 'signed-in', order: 10 },
    { label: (brand) => brand.name, group: 'brand', under: 'brand', path: '', shownTo: { brand: 'view-brand' }, order: 10 },
    { label: labels.brands, group: 'brand', under: 'site', path: 'brands', shownTo: 'outside-the-brand', order: 10 },
  ],
  brandTabs: [{ label: labels.overview, path: '', group: 'brand', order: 10, shownTo: 'view-brand' }],
}
