import { personSchema, type EmailChangeConfirm, type Person } from '../../../domain/people'
import { peopleApi, personTags } from './people-api'

export const confirmEmailChangeApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmailChange: build.mutation<Person, { id: string } & EmailChangeConfirm>({
      query: ({ id, code }) => ({ url: `users/${encodeURIComponent(id)}/email/confirm`, method: 'POST', body: { code } }),
      extraOptions: { schema: personSchema, notify: false },
      invalidatesTags: (_result, _error, { id }) => personTags(id),
    }),
  }),
})

export const { useConfirmEmailChangeMutation } = confirmEmailChangeApi
