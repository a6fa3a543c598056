import { siteResponseSchema, type SiteResponse } from '../../../domain/site'
import { rawImageRequest } from '../../../lib/api/raw-image-request'
import { identityApi, showIfCurrent } from './identity-api'

export const uploadSiteLogoApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    // The raw image is the body: the server re-encodes and resizes it.
    uploadSiteLogo: build.mutation<SiteResponse, { brandId: string; siteId: string; logo: Blob }>({
      query: ({ brandId, siteId, logo }) => rawImageRequest(`brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}/logo`, 'PUT', logo),
      extraOptions: { schema: siteResponseSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
      onQueryStarted: (_upload, api) => showIfCurrent(api.queryFulfilled, api),
    }),
  }),
})

export const { useUploadSiteLogoMutation } = uploadSiteLogoApi
