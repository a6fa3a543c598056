import { notFound } from '../../http-error'
import type { SiteRecord } from './site-repository'

type SiteFinder = { findSite(brandId: string, siteId: string): Promise<SiteRecord | null> }

/** The site a brand's path names (`/api/brands/{brandId}/sites/{siteId}/…`); 404 when it is not one of the brand's. */
export async function siteInPath(hosts: SiteFinder, request: { brand: { id: string }; params: { siteId: string } }): Promise<SiteRecord> {
  const site = await hosts.findSite(request.brand.id, request.params.siteId)
  if (!site) throw notFound('No site with this id in this brand')
  return site
}
