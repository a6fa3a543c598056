import { emailChangeSentSchema, type EmailChangeRequest } from '../../../domain/people'
import { peopleApi } from './people-api'

export const requestEmailChangeApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<{ sent_to: string }, { id: string } & EmailChangeRequest>({
      query: ({ id, email }) => ({ url: `users/${encodeURIComponent(id)}/email`, method: 'POST', body: { email } }),
      extraOptions: { schema: emailChangeSentSchema, notify: false },
    }),
  }),
})

export const { useRequestEmailChangeMutation } = requestEmailChangeApi
