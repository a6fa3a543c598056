import { personSchema, type Person, type PersonUpdate } from '../../../domain/people'
import { peopleApi, personTags } from './people-api'

export const updatePersonApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    updatePerson: build.mutation<Person, { id: string; changes: PersonUpdate }>({
      query: ({ id, changes }) => ({ url: `users/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      extraOptions: { schema: personSchema, notify: false },
      invalidatesTags: (_result, _error, { id }) => personTags(id),
    }),
  }),
})

export const { useUpdatePersonMutation } = updatePersonApi
