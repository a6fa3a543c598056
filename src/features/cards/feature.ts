import { defineMessages } from 'react-intl'
import { cardActions } from '../../domain/brand-actions/cards'
import type { Feature } from '../../lib/features/feature'

const labels = defineMessages({
  menu: { id: 'cards.feature.menu', defaultMessage: 'Cards' },
  tab: { id: 'cards.feature.tab', defaultMessage: 'Business cards' },
})

/** The brand's business cards. */
export const cardsFeature: Feature = {
  roleActions: cardActions,
  menu: [{ label: labels.menu, group: 'brand', under: 'brand', path: 'vcards', shownTo: { brand: 'edit-cards' }, order: 20 }],
  brandTabs: [{ label: labels.tab, path: 'vcards', group: 'publishing', order: 70, shownTo: 'edit-cards' }],
}
