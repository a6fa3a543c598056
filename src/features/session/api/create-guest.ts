import { guestResponseSchema, type GuestResponse } from '../../../domain/session'
import { api } from '../../../lib/api/api'

export const createGuestApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Whatever needs the guest id goes on without one, so a failure here is not announced.
    createGuest: build.mutation<GuestResponse, void>({
      query: () => ({ url: 'auth/guests', method: 'POST' }),
      extraOptions: { schema: guestResponseSchema, notify: false },
    }),
  }),
})
