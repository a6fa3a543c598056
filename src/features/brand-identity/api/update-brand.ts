import { brandSchema, type Brand, type BrandUpdate } from '../../../domain/brand-identity'
import { identityApi } from './identity-api'

export const updateBrandApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows a taken slug under the slug field.
    updateBrand: build.mutation<Brand, { brandId: string; changes: BrandUpdate }>({
      query: ({ brandId, changes }) => ({ url: `brands/${encodeURIComponent(brandId)}`, method: 'PATCH', body: changes }),
      extraOptions: { schema: brandSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
    }),
  }),
})

export const { useUpdateBrandMutation } = updateBrandApi
