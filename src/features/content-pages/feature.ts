import { contentActions } from '../../domain/brand-actions/content'
import type { Feature } from '../../lib/features/feature'

/** The content pages of the brand's sites. */
export const contentPagesFeature: Feature = {
  roleActions: contentActions,
  menu: [{ label: 'Pages', group: 'brand', under: 'brand', path: 'pages', shownTo: { brand: 'edit-pages' }, order: 30 }],
  brandTabs: [{ label: 'Pages', path: 'pages', group: 'publishing', order: 80, shownTo: 'edit-pages' }],
}
