import { api } from '../../../lib/api/api'

/** The shared API with the tag of a brand's sites: every change to a host name refreshes the list. */
export const sitesApi = api.enhanceEndpoints({ addTagTypes: ['BrandSites'] })

export const brandSitesPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/sites`
export const hostPath = (ref: HostRef) => `${brandSitesPath(ref.brandId)}/${encodeURIComponent(ref.siteId)}/hosts/${encodeURIComponent(ref.hostname)}`

export type HostRef = { brandId: string; siteId: string; hostname: string }

/** Every change to a brand's host names refreshes that brand's list of sites. */
export const refreshesBrandSites = (_result: unknown, _error: unknown, { brandId }: { brandId: string }) => [{ type: 'BrandSites' as const, id: brandId }]
