import { cardSchema, type Card, type CardCreateParsed } from '../../../domain/card'
import { cardsApi } from './cards-api'

export const createCardApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    createCard: build.mutation<Card, { brandId: string; card: CardCreateParsed }>({
      query: ({ brandId, card }) => ({ url: `brands/${encodeURIComponent(brandId)}/vcards`, method: 'POST', body: card }),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'Card', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useCreateCardMutation } = createCardApi
