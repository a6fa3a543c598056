import { count } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../db/client'
import { brands } from '../db/schema'
import type { AuthRepository } from '../repositories/auth'
import type { SiteRepository } from '../repositories/sites'
import type { UploadRepository } from '../repositories/uploads'
import { demoSites } from './demo-sites'
import { emberLogoSvg, northwindLogoSvg } from './logos'

const logoSvgs = { northwind: northwindLogoSvg, ember: emberLogoSvg }

/** On an empty database: the two demo sites, their brands and logos, and ADMIN_EMAIL as admin of both. */
export async function seedDemoData(deps: {
  db: Database
  sites: SiteRepository
  uploads: UploadRepository
  auth: AuthRepository
  adminEmail: string
}): Promise<boolean> {
  const [existing] = await deps.db.select({ n: count() }).from(brands)
  if ((existing?.n ?? 0) > 0) return false

  const logos = await Promise.all(
    demoSites.map((demo) => sharp(Buffer.from(logoSvgs[demo.logoSvg])).resize(512, 512).png().toBuffer()),
  )
  await deps.db.transaction(async (tx) => {
    for (const [index, demo] of demoSites.entries()) {
      const brand = await deps.sites.createBrand(tx, demo.brand)
      const logo = await deps.uploads.create(tx, { brandId: brand.id, contentType: 'image/png', bytes: logos[index]! })
      const site = await deps.sites.createSite(tx, {
        brandId: brand.id,
        name: demo.meta.name,
        meta: demo.meta,
        hostnames: demo.hostnames,
        logoUploadId: logo.id,
      })
      await deps.auth.makeAdmin(tx, site.id, deps.adminEmail)
    }
  })
  return true
}
