import { sitesApi, hostPath, type HostRef } from './sites-api'

export const removeHostApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    // A refusal (the host in use, the last verified one) is said beside the host.
    removeHost: build.mutation<null, HostRef>({
      query: (ref) => ({ url: hostPath(ref), method: 'DELETE' }),
      extraOptions: { notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'BrandSites', id: brandId }],
    }),
  }),
})

export const { useRemoveHostMutation } = removeHostApi
