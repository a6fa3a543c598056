import { codeSentResponseSchema, tokenResponseSchema, type TokenRequest, type TokenResponse } from '../../../domain/session'
import { api } from '../../../lib/api/api'

const requestTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a code the server e-mails one; with it, the server answers a token. */
    requestCode: build.mutation<{ sent: true }, string>({
      query: (email) => ({ url: 'auth/tokens', method: 'POST', body: { email } satisfies TokenRequest }),
      extraOptions: { schema: codeSentResponseSchema, notify: false },
    }),
    requestToken: build.mutation<TokenResponse, { email: string; code: string }>({
      query: ({ email, code }) => ({ url: 'auth/tokens', method: 'POST', body: { email, code } satisfies TokenRequest }),
      extraOptions: { schema: tokenResponseSchema, notify: false },
    }),
  }),
})

export const { useRequestCodeMutation, useRequestTokenMutation } = requestTokenApi
