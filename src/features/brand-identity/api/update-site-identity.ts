import type { SiteIdentityUpdate } from '../../../domain/brand-identity'
import { siteResponseSchema, type SiteResponse } from '../../../domain/site'
import { identityApi, showIfCurrent } from './identity-api'

export const updateSiteIdentityApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    // The editor shows the server's message under the field it names.
    updateSiteIdentity: build.mutation<SiteResponse, { brandId: string; siteId: string; identity: SiteIdentityUpdate }>({
      query: ({ brandId, siteId, identity }) => ({ url: `brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}`, method: 'PATCH', body: identity }),
      extraOptions: { schema: siteResponseSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
      onQueryStarted: (_update, api) => showIfCurrent(api.queryFulfilled, api),
    }),
  }),
})

export const { useUpdateSiteIdentityMutation } = updateSiteIdentityApi
