import { pageSchema, type Page } from '../../../domain/page'
import { pagesApi } from './pages-api'

export const getPageApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    // The builder's address names the page only; the server finds its site among the brand's.
    getPage: build.query<Page, { brandId: string; pageId: string }>({
      query: ({ brandId, pageId }) => `brands/${encodeURIComponent(brandId)}/pages/${encodeURIComponent(pageId)}`,
      extraOptions: { schema: pageSchema, notify: false },
      providesTags: (_result, _error, { pageId }) => [{ type: 'Page', id: pageId }],
    }),
  }),
})

export const { useGetPageQuery, useLazyGetPageQuery } = getPageApi
