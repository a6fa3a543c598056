import { brandPageSchema, type BrandPage } from '../../../domain/brand-profile'
import { api } from '../../../lib/api/api'

export const getBrandPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Asked only after no card had the name; its 404 is the page's "Page Not Found".
    getBrandPage: build.query<BrandPage, string>({
      query: (slug) => `brands/by-slug/${encodeURIComponent(slug)}`,
      extraOptions: { schema: brandPageSchema, notify: false },
    }),
  }),
})

export const { useGetBrandPageQuery } = getBrandPageApi
