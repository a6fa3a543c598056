import { defineMessages } from '@formatjs/intl'
import { notFound } from '../../http-error'
import type { SiteRecord } from './site-repository'

/** A site that is not there, in the requester's language. */
export const siteWords = defineMessages({
  noSite: { id: 'sitesErrors.noSite', defaultMessage: 'No site with this id in this brand' },
  siteGone: { id: 'sitesErrors.siteGone', defaultMessage: 'The site no longer exists' },
})

type SiteFinder = { findSite(brandId: string, siteId: string): Promise<SiteRecord | null> }

/** The site a brand's path names (`/api/brands/{brandId}/sites/{siteId}/…`); 404 when it is not one of the brand's. */
export async function siteInPath(hosts: SiteFinder, request: { brand: { id: string }; params: { siteId: string } }): Promise<SiteRecord> {
  const site = await hosts.findSite(request.brand.id, request.params.siteId)
  if (!site) throw notFound(siteWords.noSite)
  return site
}
