import type { AccountDeletion } from '../../../domain/own-data'
import { api } from '../../../lib/api/api'

/** Deletes the signed-in person's account; the screen signs out once it answers. */
const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<null, AccountDeletion>({
      query: (body) => ({ url: 'users/me', method: 'DELETE', body }),
      extraOptions: { notify: false },
    }),
  }),
})

export const { useDeleteAccountMutation } = deleteAccountApi
