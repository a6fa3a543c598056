import { pageSchema, type Page, type PageDraft } from '../../../domain/page'
import { pagesApi, pageTags, sitePagesPath } from './pages-api'

export const savePageApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    // A 412 (someone saved since) is the builder's to show with both versions, so nothing refreshes
    // on a failure: the editor's own draft stays on the screen.
    savePage: build.mutation<Page, { brandId: string; siteId: string; pageId: string; draft: PageDraft }>({
      query: ({ brandId, siteId, pageId, draft }) => ({ url: `${sitePagesPath(brandId, siteId)}/${encodeURIComponent(pageId)}`, method: 'PUT', body: draft }),
      extraOptions: { schema: pageSchema, notify: false },
      invalidatesTags: (result) => (result ? pageTags(result.id) : []),
    }),
  }),
})

export const { useSavePageMutation } = savePageApi
