import { cardSchema, type Card } from '../../../domain/card'
import { cardsApi } from './cards-api'

/** A new card from the brand's template for a person of the brand (oneself too), filled with their name and e-mail. */
export const createCardForMemberApi = cardsApi.injectEndpoints({
  endpoints: (build) => ({
    createCardForMember: build.mutation<Card, { brandId: string; ownerUserId: string }>({
      query: ({ brandId, ownerUserId }) => ({ url: `brands/${encodeURIComponent(brandId)}/vcards/for-member`, method: 'POST', body: { owner_user_id: ownerUserId } }),
      extraOptions: { schema: cardSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'Card', id: `LIST-${brandId}` }, { type: 'Card', id: `MINE-${brandId}` }, 'Workspace'],
    }),
  }),
})

export const { useCreateCardForMemberMutation } = createCardForMemberApi
