import { cardFiguresSchema, type CardFigures } from '../../../domain/card-figures'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

export const getCardFiguresApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    getCardFigures: build.query<CardFigures, CardRef>({
      query: (ref) => `${cardPath(ref)}/figures`,
      extraOptions: { schema: cardFiguresSchema },
      providesTags: (_result, _error, { cardId }) => [{ type: 'CardFigures', id: cardId }],
    }),
  }),
})

export const { useGetCardFiguresQuery } = getCardFiguresApi
