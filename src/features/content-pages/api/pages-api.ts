import { api } from '../../../lib/api/api'

/** The shared API with the content pages' tags: a write to a page refreshes the lists and the page. */
export const pagesApi = api.enhanceEndpoints({ addTagTypes: ['Page', 'PageVersion', 'Video'] })

/** The pages of one site of a brand, without the /api base. */
export const sitePagesPath = (brandId: string, siteId: string) => `brands/${encodeURIComponent(brandId)}/sites/${encodeURIComponent(siteId)}/pages`

/** The page and its lists, for a write that changed it. */
export const pageTags = (pageId: string) => [{ type: 'Page' as const, id: pageId }, { type: 'Page' as const, id: 'LIST' }, 'PageVersion' as const]
