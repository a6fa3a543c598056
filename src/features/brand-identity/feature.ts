import { brandActions } from '../../domain/brand-actions/brands'
import type { Feature } from '../../lib/features/feature'

/** The brand's own settings: name, slug, logo, colours, navigation, business page. */
export const brandIdentityFeature: Feature = {
  roleActions: brandActions,
  menu: [{ label: 'Brand settings', group: 'brand', under: 'brand', path: 'edit', shownTo: { brand: 'edit-brand' }, order: 80 }],
  brandTabs: [{ label: 'Edit', path: 'edit', group: 'brand', order: 20, shownTo: 'edit-brand' }],
}
