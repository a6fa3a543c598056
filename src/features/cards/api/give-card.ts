import { cardSchema, type Card } from '../../../domain/card'
import { cardsApi } from './cards-api'
import { cardPath, type CardRef } from './get-card'

/** Gives the card to a person of the brand, moves it to another, or takes it back (null). */
export const giveCardApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    giveCard: build.mutation<Card, CardRef & { ownerUserId: string | null }>({
      query: ({ ownerUserId, ...ref }) => ({ url: `${cardPath(ref)}/owner`, method: 'PUT', body: { owner_user_id: ownerUserId } }),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, cardId }) => [
        { type: 'Card', id: cardId },
        { type: 'Card', id: `LIST-${brandId}` },
        { type: 'Card', id: `MINE-${brandId}` },
        'Workspace',
      ],
    }),
  }),
})

export const { useGiveCardMutation } = giveCardApi
