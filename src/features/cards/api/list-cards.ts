import { cardListSchema, type CardList } from '../../../domain/card'
import { cardsApi } from './cards-api'

export const listCardsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    listCards: build.query<CardList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/vcards`,
      extraOptions: { schema: cardListSchema },
      providesTags: (result, _error, brandId) => [
        { type: 'Card', id: `LIST-${brandId}` },
        ...(result?.cards ?? []).map((card) => ({ type: 'Card' as const, id: card.id })),
      ],
    }),
  }),
})

export const { useListCardsQuery } = listCardsApi
