import { directorySchema, type Directory, type DirectoryQuery } from '../../../domain/people'
import { peopleApi } from './people-api'

export const listPeopleApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    listPeople: build.query<Directory, DirectoryQuery>({
      query: ({ q, page }) => ({ url: 'users', params: { ...(q ? { q } : {}), ...(page && page > 1 ? { page } : {}) } }),
      extraOptions: { schema: directorySchema },
      providesTags: (result) => [{ type: 'Person', id: 'LIST' }, ...(result?.people ?? []).map((person) => ({ type: 'Person' as const, id: person.id }))],
    }),
  }),
})

export const { useListPeopleQuery } = listPeopleApi
