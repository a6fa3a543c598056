import { pageSchema, type Page } from '../../../domain/page'
import { pagesApi, pageTags, sitePagesPath } from './pages-api'

type PageArgs = { brandId: string; siteId: string; pageId: string }
const pagePath = ({ brandId, siteId, pageId }: PageArgs) => `${sitePagesPath(brandId, siteId)}/${encodeURIComponent(pageId)}`

/** Showing a page's draft at its address, taking it off the site, and deleting it. */
export const publishPageApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    publishPage: build.mutation<Page, PageArgs>({
      query: (args) => ({ url: `${pagePath(args)}/publish`, method: 'POST' }),
      extraOptions: { schema: pageSchema },
      invalidatesTags: (result) => (result ? pageTags(result.id) : []),
    }),
    unpublishPage: build.mutation<Page, PageArgs>({
      query: (args) => ({ url: `${pagePath(args)}/unpublish`, method: 'POST' }),
      extraOptions: { schema: pageSchema },
      invalidatesTags: (result) => (result ? pageTags(result.id) : []),
    }),
    deletePage: build.mutation<null, PageArgs>({
      query: (args) => ({ url: pagePath(args), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Page', id: 'LIST' }]),
    }),
  }),
})

export const { usePublishPageMutation, useUnpublishPageMutation, useDeletePageMutation } = publishPageApi
