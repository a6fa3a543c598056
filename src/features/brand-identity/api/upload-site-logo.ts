import { siteResponseSchema, type SiteResponse } from '../../../domain/site'
import { identityApi, showIfCurrent } from './identity-api'

export const uploadSiteLogoApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    // The raw image is the body: the server re-encodes and resizes it.
    uploadSiteLogo: build.mutation<SiteResponse, { brandId: string; siteId: string; logo: Blob }>({
      query: ({ brandId, siteId, logo }) => ({
        url: `brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}/logo`,
        method: 'PUT',
        body: logo,
        headers: { 'Content-Type': logo.type },
      }),
      extraOptions: { schema: siteResponseSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
      onQueryStarted: (_upload, api) => showIfCurrent(api.queryFulfilled, api),
    }),
  }),
})

export const { useUploadSiteLogoMutation } = uploadSiteLogoApi
