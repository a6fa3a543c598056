import { siteResponseSchema, type SiteResponse } from '../../domain/site'
import { api } from '../api/api'

export const getSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The brand gate shows its own page for an unknown host or an unreachable server.
    getSite: build.query<SiteResponse, string>({
      query: (hostname) => `sites/${encodeURIComponent(hostname)}`,
      extraOptions: { schema: siteResponseSchema, notify: false },
    }),
  }),
})

export const { useGetSiteQuery } = getSiteApi
