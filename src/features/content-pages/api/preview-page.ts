import { pagePreviewAnswerSchema, type PageBlock } from '../../../domain/page'
import { pagesApi, sitePagesPath } from './pages-api'

export const previewPageApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    // The blocks as the server draws them for visitors, people and pages filled in; nothing saved.
    previewPage: build.query<{ html: string }, { brandId: string; siteId: string; blocks: PageBlock[] }>({
      query: ({ brandId, siteId, blocks }) => ({ url: `${sitePagesPath(brandId, siteId)}/preview`, method: 'POST', body: { blocks } }),
      extraOptions: { schema: pagePreviewAnswerSchema, notify: false },
      keepUnusedDataFor: 5,
      // A video that becomes ready shows in the preview (page-videos.ts refreshes this tag).
      providesTags: (_result, _error, { brandId }) => [{ type: 'Video', id: `brand-${brandId}` }],
    }),
  }),
})

export const { usePreviewPageQuery } = previewPageApi
