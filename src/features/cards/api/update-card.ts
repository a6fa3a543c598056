import { cardSchema, type Card, type CardUpdateParsed } from '../../../domain/card'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

export const updateCardApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    updateCard: build.mutation<Card, CardRef & { changes: CardUpdateParsed }>({
      query: ({ changes, ...ref }) => ({ url: cardPath(ref), method: 'PATCH', body: changes }),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, cardId }) => [
        { type: 'Card', id: cardId },
        { type: 'Card', id: `LIST-${brandId}` },
      ],
    }),
  }),
})

export const { useUpdateCardMutation } = updateCardApi
