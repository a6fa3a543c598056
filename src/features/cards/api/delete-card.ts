import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

export const deleteCardApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCard: build.mutation<null, CardRef>({
      query: (ref) => ({ url: cardPath(ref), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'Card', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useDeleteCardMutation } = deleteCardApi
