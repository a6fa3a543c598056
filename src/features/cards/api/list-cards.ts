import { cardListSchema, type CardList } from '../../../domain/card'
import { cardListTags, cardsApi } from './cards-api'

export const listCardsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    listCards: build.query<CardList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/vcards`,
      extraOptions: { schema: cardListSchema },
      providesTags: (result, _error, brandId) => cardListTags(`LIST-${brandId}`, result),
    }),
  }),
})

export const { useListCardsQuery } = listCardsApi
