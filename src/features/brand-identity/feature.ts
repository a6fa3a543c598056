import { defineMessages } from 'react-intl'
import { brandActions } from '../../domain/brand-actions/brands'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  menu: { id: 'brandIdentity.menu.label', defaultMessage: 'Brand settings' },
  tab: { id: 'brandIdentity.tab.label', defaultMessage: 'Edit' },
})

/** The brand's own settings: name, slug, logo, colours, navigation, business page. */
export const brandIdentityFeature: Feature = {
  roleActions: brandActions,
  menu: [{ label: labels.menu, group: 'brand', under: 'brand', path: 'edit', shownTo: { brand: 'edit-brand' }, order: 80 }],
  brandTabs: [{ label: labels.tab, path: 'edit', group: 'brand', order: 20, shownTo: 'edit-brand' }],
}
