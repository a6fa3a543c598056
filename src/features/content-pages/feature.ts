import { defineMessage } from 'react-intl'
import { contentActions } from '../../domain/brand-actions/content'
import type { Feature } from '../../lib/features/feature'

const label = defineMessage({ id: 'contentPages.menu.label', defaultMessage: 'Pages' })

/** The content pages of the brand's sites. */
export const contentPagesFeature: Feature = {
  roleActions: contentActions,
  menu: [{ label, group: 'brand', under: 'brand', path: 'pages', shownTo: { brand: 'edit-pages' }, order: 30 }],
  brandTabs: [{ label, path: 'pages', group: 'publishing', order: 80, shownTo: 'edit-pages' }],
}
