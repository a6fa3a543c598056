import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the card screens use: a write to a card refreshes the brand's list
 * and that card; figures are refetched whenever the editor opens.
 */
export const cardsApi = api.enhanceEndpoints({ addTagTypes: ['Card', 'CardFigures', 'CardTemplate'] })
