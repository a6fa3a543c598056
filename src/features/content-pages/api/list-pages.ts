import { pageListSchema, type Page } from '../../../domain/page'
import { pagesApi, sitePagesPath } from './pages-api'

export const listPagesApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    listPages: build.query<{ pages: Page[] }, { brandId: string; siteId: string }>({
      query: ({ brandId, siteId }) => sitePagesPath(brandId, siteId),
      extraOptions: { schema: pageListSchema, notify: false },
      providesTags: (result) => [{ type: 'Page', id: 'LIST' }, ...(result?.pages ?? []).map((page) => ({ type: 'Page' as const, id: page.id }))],
    }),
  }),
})

export const { useListPagesQuery } = listPagesApi
