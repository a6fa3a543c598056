import { publicPageSchema, type PublicPage } from '../../../domain/page'
import { api } from '../../../lib/api/api'

export const getPublicPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A 404 is the screen's to show as "Page not found", not a notification.
    getPublicPage: build.query<PublicPage, string>({
      query: (url) => ({ url: `pages/${encodeURIComponent(url)}` }),
      extraOptions: { schema: publicPageSchema, notify: false },
    }),
  }),
})

export const { useGetPublicPageQuery } = getPublicPageApi
