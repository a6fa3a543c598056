import type { BrandPage } from '../../../src/domain/brand-profile'
import type { AppContext } from '../../app-context'
import { publicCardOf } from './card-mappers'
import { siteLogo, type SiteRecord } from '../sites/public'
import { toBrandProfile } from '../brands/public'

/**
 * The business page of the host's brand (/vcard/{slug}): its profile and its published cards;
 * null when the name is not the brand's slug. Only the host's own brand has one on this host.
 */
export async function findBrandPage(repositories: AppContext['repositories'], site: SiteRecord, slug: string): Promise<BrandPage | null> {
  const brand = await repositories.brands.findBrand(site.brandId)
  if (!brand || brand.slug !== slug.toLowerCase()) return null
  const [profile, cards] = await Promise.all([repositories.brandProfiles.findProfile(brand.id), repositories.cards.listPublished(brand.id)])
  return {
    brand: { name: brand.name, slug: brand.slug, logo: siteLogo(site) },
    profile: toBrandProfile(profile),
    cards: cards.map((card) => publicCardOf(card, site)),
  }
}
