import { cardAnalyticsSchema, type AnalyticsRange, type CardAnalytics } from '../../../domain/card-analytics'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

export const getCardAnalyticsApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    getCardAnalytics: build.query<CardAnalytics, CardRef & { days: AnalyticsRange }>({
      query: ({ days, ...ref }) => ({ url: `${cardPath(ref)}/analytics`, params: { days } }),
      extraOptions: { schema: cardAnalyticsSchema },
      providesTags: (_result, _error, { cardId }) => [{ type: 'CardFigures', id: cardId }],
    }),
  }),
})

export const { useGetCardAnalyticsQuery } = getCardAnalyticsApi
