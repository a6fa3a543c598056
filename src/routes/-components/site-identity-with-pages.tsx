import type { BrandSite } from '../../domain/site-hosts'
import { SiteIdentityEditor } from '../../features/brand-identity/components/site-identity-editor'
import { useListPagesQuery } from '../../features/content-pages/api/list-pages'

/** The site's identity editor, offering the site's published pages as navigation links. */
export function SiteIdentityWithPages({ brandId, site }: { brandId: string; site: BrandSite }) {
  const pages = useListPagesQuery({ brandId, siteId: site.id })
  const published = (pages.data?.pages ?? []).filter((page) => page.status === 'published').map((page) => ({ url: page.url, title: page.title }))
  return <SiteIdentityEditor brandId={brandId} site={site} pages={published} />
}
