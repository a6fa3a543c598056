import { siteHostSchema, type SiteHost } from '../../../domain/site-hosts'
import { hostPath, sitesApi, type HostRef } from './sites-api'

export const makeHostMainApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    makeHostMain: build.mutation<SiteHost, HostRef>({
      query: (ref) => ({ url: `${hostPath(ref)}/main`, method: 'PUT' }),
      extraOptions: { schema: siteHostSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
    }),
  }),
})

export const { useMakeHostMainMutation } = makeHostMainApi
