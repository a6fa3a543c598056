import { guestResponseSchema, type GuestResponse } from '../../../domain/session'
import { api } from '../../../lib/api/api'

export const createGuestApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGuest: build.mutation<GuestResponse, void>({
      query: () => ({ url: 'auth/guests', method: 'POST' }),
      extraOptions: { schema: guestResponseSchema },
    }),
  }),
})
