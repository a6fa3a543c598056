import { defineMessage } from 'react-intl'
import { siteActions } from '../../domain/brand-actions/sites'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'brandSites.menu.label', defaultMessage: 'Sites' })

/** The brand's sites: host names, identity and landing. */
export const brandSitesFeature: Feature = {
  roleActions: siteActions,
  menu: [{ label, group: 'brand', under: 'brand', path: 'sites', shownTo: { brand: 'manage-sites' }, order: 90 }],
  brandTabs: [{ label, path: 'sites', group: 'brand', order: 50, shownTo: 'view-brand' }],
}
