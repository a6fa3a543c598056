import { api } from '../../../lib/api/api'
import { getSiteApi } from '../../../lib/site/get-site'
import { selectSite, selectSiteHostname } from '../../../lib/site/site-slice'
import type { SiteResponse } from '../../../domain/site'

/** The shared API with the tag of a brand's sites, which every identity change refreshes. */
export const identityApi = api.enhanceEndpoints({ addTagTypes: ['BrandSites'] })

type SiteState = Parameters<typeof selectSite>[0]

/** When the site edited is the one on screen, its answer becomes the loaded brand: the app takes the new look at once. */
export async function showIfCurrent(
  site: Promise<{ data: SiteResponse }>,
  { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => unknown },
) {
  const { data } = await site.catch(() => ({ data: null }))
  const state = getState() as SiteState
  const hostname = selectSiteHostname(state)
  if (data !== null && hostname !== null && selectSite(state)?.site.id === data.site.id) {
    await dispatch(getSiteApi.util.upsertQueryData('getSite', hostname, data))
  }
}
