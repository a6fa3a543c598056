import { brandSitesSchema, type BrandSites } from '../../../domain/site-hosts'
import { brandSitesPath, sitesApi } from './sites-api'

export const listBrandSitesApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    listBrandSites: build.query<BrandSites, string>({
      query: (brandId) => brandSitesPath(brandId),
      extraOptions: { schema: brandSitesSchema },
      providesTags: (_result, _error, brandId) => [{ type: 'BrandSites', id: brandId }],
    }),
  }),
})

export const { useListBrandSitesQuery } = listBrandSitesApi
