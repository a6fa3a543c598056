import { eq } from 'drizzle-orm'
import { users } from '../sessions/public'
import { brandProfileUpdateSchema } from '../../../src/domain/brand-profile'
import { cardCreateSchema } from '../../../src/domain/card'
import type { SeedDeps } from '../../module-definition'
import { brands } from '../brands/public'
import { findOrCreateUser } from '../sessions/public'
import { loadSharp } from '../uploads/public'
import { cardFieldsOfPerson, freeKeyFor } from './card-for-person'
import { cardPhotoJpeg } from './card-photo'
import { demoCards } from './demo-cards'

/**
 * Each demo brand's business page: its profile and a published card "demo" with a photo, owned by
 * ADMIN_EMAIL; and the brand's plain member with a draft card of their own, made as an admin's
 * "Create a card for…" makes one (their name and address), which they fill in and an editor publishes.
 */
export async function seedDemoCards({ tx, repositories, adminEmail }: SeedDeps): Promise<void> {
  const sharp = await loadSharp()
  const owner = await findOrCreateUser(tx, adminEmail)
  for (const demo of demoCards) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, demo.brandSlug))
    if (!brand) throw new Error(`The demo brand ${demo.brandSlug} was not made`)
    const photo = await cardPhotoJpeg(await sharp(Buffer.from(demo.photoSvg)).png().toBuffer())
    await repositories.brandProfiles.saveProfile(tx, brand.id, brandProfileUpdateSchema.parse(demo.profile))
    const created = await repositories.cards.create(tx, brand.id, cardCreateSchema.parse({ ...demo.card, owner_user_id: owner.id }))
    if (!created.ok) throw new Error(`The demo card of ${demo.brandSlug} could not be created: ${created.reason}`)
    const upload = await repositories.uploads.create(tx, {
      owner: { purpose: 'card-photo', brandId: brand.id, cardId: created.card.id },
      contentType: 'image/jpeg',
      bytes: photo,
    })
    await repositories.cards.setPhoto(tx, brand.id, created.card.id, upload.id)

    const member = await findOrCreateUser(tx, demo.member.email)
    await tx.update(users).set({ name: demo.member.name }).where(eq(users.id, member.id))
    await repositories.brandMembers.add(tx, { brandId: brand.id, userId: member.id, role: 'member' })
    const fields = cardFieldsOfPerson({ name: demo.member.name, email: demo.member.email })
    const key = freeKeyFor(demo.member.name, (word) => word === demo.brandSlug || word === 'demo')
    const own = await repositories.cards.create(tx, brand.id, cardCreateSchema.parse({ ...fields, key, job_title: demo.member.job_title, owner_user_id: member.id }))
    if (!own.ok) throw new Error(`The demo member's card of ${demo.brandSlug} could not be created: ${own.reason}`)
  }
}
