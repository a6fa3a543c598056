import { personSchema, type Person } from '../../../domain/people'
import { peopleApi, personTags } from './people-api'

export const setSuspensionApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    /** An operator suspends a person (signed out everywhere at once) or restores them. */
    setSuspension: build.mutation<Person, { id: string; suspended: boolean }>({
      query: ({ id, suspended }) => ({ url: `users/${encodeURIComponent(id)}/${suspended ? 'suspend' : 'restore'}`, method: 'POST' }),
      extraOptions: { schema: personSchema, notify: false },
      invalidatesTags: (_result, _error, { id }) => personTags(id),
    }),
  }),
})

export const { useSetSuspensionMutation } = setSuspensionApi
