import type { CardList } from '../../../domain/card'
import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the card screens use: a write to a card refreshes the brand's list
 * and that card; figures are refetched whenever the editor opens.
 */
export const cardsApi = api.enhanceEndpoints({ addTagTypes: ['Card', 'CardFigures', 'CardTemplate'] })

/** The tags of a list of cards (`LIST-{brandId}`, `MINE-{brandId}`): the list and each card in it, so a write to either refreshes it. */
export const cardListTags = (listId: string, result: CardList | undefined) => [
  { type: 'Card' as const, id: listId },
  ...(result?.cards ?? []).map((card) => ({ type: 'Card' as const, id: card.id })),
]
