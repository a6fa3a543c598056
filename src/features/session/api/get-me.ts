import { meResponseSchema, type MeResponse } from '../../../domain/session'
import { api } from '../../../lib/api/api'

export const getMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The session decides what an unanswered or refused call means, so no notification here.
    getMe: build.query<MeResponse, void>({
      query: () => 'auth/me',
      extraOptions: { schema: meResponseSchema, notify: false },
      providesTags: ['Me'],
    }),
  }),
})

export const { useGetMeQuery } = getMeApi
