import { siteHostSchema, type HostAdd, type SiteHost } from '../../../domain/site-hosts'
import { brandSitesPath, refreshesBrandSites, sitesApi } from './sites-api'

export const addHostApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the host name field.
    addHost: build.mutation<SiteHost, { brandId: string; siteId: string; host: HostAdd }>({
      query: ({ brandId, siteId, host }) => ({ url: `${brandSitesPath(brandId)}/${encodeURIComponent(siteId)}/hosts`, method: 'POST', body: host }),
      extraOptions: { schema: siteHostSchema, notify: false },
      invalidatesTags: refreshesBrandSites,
    }),
  }),
})

export const { useAddHostMutation } = addHostApi
