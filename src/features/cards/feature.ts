import { cardActions } from '../../domain/brand-actions/cards'
import type { Feature } from '../../lib/features/feature'

/** The brand's business cards. */
export const cardsFeature: Feature = {
  roleActions: cardActions,
  menu: [{ label: 'Cards', group: 'brand', under: 'brand', path: 'vcards', shownTo: { brand: 'edit-cards' }, order: 20 }],
  brandTabs: [{ label: 'Business cards', path: 'vcards', group: 'publishing', order: 70, shownTo: 'edit-cards' }],
}
