import { api } from '../../../lib/api/api'

export const revokeTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Signing out must succeed locally whatever the server says, so its answer is not announced.
    revokeToken: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/tokens/current', method: 'DELETE' }),
      extraOptions: { notify: false },
    }),
  }),
})
