import { pageSchema, pageVersionListSchema, type Page, type PageVersion } from '../../../domain/page'
import { pagesApi, pageTags, sitePagesPath } from './pages-api'

type PageArgs = { brandId: string; siteId: string; pageId: string }
const versionsPath = ({ brandId, siteId, pageId }: PageArgs) => `${sitePagesPath(brandId, siteId)}/${encodeURIComponent(pageId)}/versions`

/** Every published version of a page, newest first, and making one of them the draft again. */
export const pageVersionsApi = pagesApi.injectEndpoints({
  endpoints: (build) => ({
    listPageVersions: build.query<{ versions: PageVersion[] }, PageArgs>({
      query: versionsPath,
      extraOptions: { schema: pageVersionListSchema },
      providesTags: ['PageVersion'],
    }),
    restorePageVersion: build.mutation<Page, PageArgs & { number: number }>({
      query: ({ number, ...args }) => ({ url: `${versionsPath(args)}/${number}/restore`, method: 'POST' }),
      extraOptions: { schema: pageSchema },
      invalidatesTags: (result) => (result ? pageTags(result.id) : []),
    }),
  }),
})

export const { useListPageVersionsQuery, useRestorePageVersionMutation } = pageVersionsApi
