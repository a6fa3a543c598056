import type { SeedDeps } from '../../module-definition'
import { loadSharp } from '../uploads/public'
import { emberLogoSvg, northwindLogoSvg } from './demo-logos'
import { demoSites } from './demo-sites'

const logoSvgs = { northwind: northwindLogoSvg, ember: emberLogoSvg }

/**
 * The two demo sites, each made with its brand (the brand's first site) and the brand's logo,
 * with ADMIN_EMAIL as the site's admin.
 */
export async function seedDemoSites({ tx, repositories, adminEmail }: SeedDeps): Promise<void> {
  const sharp = await loadSharp()
  for (const demo of demoSites) {
    const logo = await sharp(Buffer.from(logoSvgs[demo.logoSvg])).resize(512, 512).png().toBuffer()
    const brand = await repositories.brands.createBrand(tx, demo.brand)
    const upload = await repositories.uploads.create(tx, { owner: { purpose: 'brand-image', brandId: brand.id }, contentType: 'image/png', bytes: logo })
    const site = await repositories.sites.createSite(tx, { brandId: brand.id, name: demo.meta.name, meta: demo.meta, hostnames: demo.hostnames, logoUploadId: upload.id })
    await repositories.sessions.makeAdmin(tx, site.id, adminEmail)
  }
}
