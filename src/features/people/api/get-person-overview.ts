import { personOverviewSchema, type PersonOverview } from '../../../domain/people'
import { peopleApi } from './people-api'

export const getPersonOverviewApi = peopleApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonOverview: build.query<PersonOverview, string>({
      query: (id) => `users/${encodeURIComponent(id)}/overview`,
      // A person one may not see is a 404 the screen words itself.
      extraOptions: { schema: personOverviewSchema, notify: false },
      providesTags: (_result, _error, id) => [{ type: 'Person', id }],
    }),
  }),
})

export const { useGetPersonOverviewQuery } = getPersonOverviewApi
