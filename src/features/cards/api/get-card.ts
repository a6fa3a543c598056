import { cardSchema, type Card } from '../../../domain/card'
import { cardsApi } from './cards-api'

export type CardRef = { brandId: string; cardId: string }

export const cardPath = ({ brandId, cardId }: CardRef) => `brands/${encodeURIComponent(brandId)}/vcards/${encodeURIComponent(cardId)}`

export const getCardApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    getCard: build.query<Card, CardRef>({
      query: cardPath,
      extraOptions: { schema: cardSchema },
      providesTags: (_result, _error, { cardId }) => [{ type: 'Card', id: cardId }],
    }),
  }),
})

export const { useGetCardQuery } = getCardApi
