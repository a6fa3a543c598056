import { siteHostSchema, type SiteHost } from '../../../domain/site-hosts'
import { hostPath, sitesApi, type HostRef } from './sites-api'

export const checkHostApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    // The answer says what the check found (check_problem); the list shows it.
    checkHost: build.mutation<SiteHost, HostRef>({
      query: (ref) => ({ url: `${hostPath(ref)}/check`, method: 'POST' }),
      extraOptions: { schema: siteHostSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
    }),
  }),
})

export const { useCheckHostMutation } = checkHostApi
