import { cardListSchema, type CardList } from '../../../domain/card'
import { cardListTags, cardsApi } from './cards-api'

/** The signed-in person's own cards of the brand: what a member, who may not list the others', sees. */
export const listOwnCardsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    listOwnCards: build.query<CardList, string>({
      query: (brandId) => `brands/${encodeURIComponent(brandId)}/vcards/mine`,
      extraOptions: { schema: cardListSchema },
      providesTags: (result, _error, brandId) => cardListTags(`MINE-${brandId}`, result),
    }),
  }),
})

export const { useListOwnCardsQuery } = listOwnCardsApi
