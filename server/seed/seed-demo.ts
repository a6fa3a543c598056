import { count } from 'drizzle-orm'
import { brandProfileUpdateSchema } from '../../src/domain/brand-profile'
import { cardCreateSchema } from '../../src/domain/card'
import type { Database } from '../db/client'
import { brands } from '../modules/brands/schema'
import { cardPhotoJpeg } from '../modules/cards/card-photo'
import { loadSharp } from '../modules/uploads/load-sharp'
import type { Repositories } from '../repositories'
import { demoCards } from './demo-cards'
import { demoSites } from './demo-sites'
import { emberLogoSvg, northwindLogoSvg } from './logos'

const logoSvgs = { northwind: northwindLogoSvg, ember: emberLogoSvg }

/**
 * On an empty database: the two demo sites, their brands, logos and business pages, ADMIN_EMAIL as
 * admin of both sites and owner of both brands, and a published card "demo" with a photo on each.
 */
export async function seedDemoData(deps: {
  db: Database
  repositories: Repositories
  adminEmail: string
}): Promise<boolean> {
  const { sites, uploads, sessions, brands: brandRepo, brandMembers, brandProfiles, cards } = deps.repositories
  const [existing] = await deps.db.select({ n: count() }).from(brands)
  if ((existing?.n ?? 0) > 0) return false

  const sharp = await loadSharp()
  const logos = await Promise.all(
    demoSites.map((demo) => sharp(Buffer.from(logoSvgs[demo.logoSvg])).resize(512, 512).png().toBuffer()),
  )
  const photos = await Promise.all(
    demoCards.map(async (demo) => cardPhotoJpeg(await sharp(Buffer.from(demo.photoSvg)).png().toBuffer())),
  )
  await deps.db.transaction(async (tx) => {
    for (const [index, demo] of demoSites.entries()) {
      const brand = await brandRepo.createBrand(tx, demo.brand)
      const logo = await uploads.create(tx, { owner: { purpose: 'brand-image', brandId: brand.id }, contentType: 'image/png', bytes: logos[index]! })
      const site = await sites.createSite(tx, {
        brandId: brand.id,
        name: demo.meta.name,
        meta: demo.meta,
        hostnames: demo.hostnames,
        logoUploadId: logo.id,
      })
      const admin = await sessions.makeAdmin(tx, site.id, deps.adminEmail)
      await brandMembers.add(tx, { brandId: brand.id, userId: admin.id, role: 'owner' })

      for (const [cardIndex, demoCard] of demoCards.entries()) {
        if (demoCard.brandSlug !== demo.brand.slug) continue
        await brandProfiles.saveProfile(tx, brand.id, brandProfileUpdateSchema.parse(demoCard.profile))
        const created = await cards.create(tx, brand.id, cardCreateSchema.parse({ ...demoCard.card, owner_user_id: admin.id }))
        if (!created.ok) throw new Error(`The demo card of ${demo.brand.slug} could not be created: ${created.reason}`)
        const photo = await uploads.create(tx, {
          owner: { purpose: 'card-photo', brandId: brand.id, cardId: created.card.id },
          contentType: 'image/jpeg',
          bytes: photos[cardIndex]!,
        })
        await cards.setPhoto(tx, brand.id, created.card.id, photo.id)
      }
    }
  })
  return true
}
