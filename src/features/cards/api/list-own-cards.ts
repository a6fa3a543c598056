import { cardListSchema, type CardList } from '../../../domain/card'
import { cardsApi } from './cards-api'

/** The signed-in person's own cards of the brand: what a member, who may not list the others', sees. */
export const listOwnCardsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    listOwnCards: build.query<CardList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/vcards/mine`,
      extraOptions: { schema: cardListSchema },
      providesTags: (result, _error, brandId) => [
        { type: 'Card', id: `MINE-${brandId}` },
        ...(result?.cards ?? []).map((card) => ({ type: 'Card' as const, id: card.id })),
      ],
    }),
  }),
})

export const { useListOwnCardsQuery } = listOwnCardsApi
