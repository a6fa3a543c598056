import type { SeedDeps } from '../../module-definition'
import { findOrCreateUser } from '../sessions/public'
import { brands } from './schema'

/** ADMIN_EMAIL owns each demo brand (the seeds run on an empty database: every brand is the demo's). */
export async function seedDemoOwners({ tx, repositories, adminEmail }: SeedDeps): Promise<void> {
  const admin = await findOrCreateUser(tx, adminEmail)
  for (const brand of await tx.select({ id: brands.id }).from(brands).orderBy(brands.createdAt)) {
    await repositories.brandMembers.add(tx, { brandId: brand.id, userId: admin.id, role: 'owner' })
  }
}
