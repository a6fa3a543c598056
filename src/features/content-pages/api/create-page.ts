import { pageSchema, type Page, type PageCreate } from '../../../domain/page'
import { pagesApi, sitePagesPath } from './pages-api'

export const createPageApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows a refusal beside its field.
    createPage: build.mutation<Page, { brandId: string; siteId: string; page: PageCreate }>({
      query: ({ brandId, siteId, page }) => ({ url: sitePagesPath(brandId, siteId), method: 'POST', body: page }),
      extraOptions: { schema: pageSchema, notify: false },
      invalidatesTags: (result) => (result ? [{ type: 'Page', id: 'LIST' }] : []),
    }),
  }),
})

export const { useCreatePageMutation } = createPageApi
