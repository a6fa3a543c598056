import { eq } from 'drizzle-orm'
import type { BrandProfile } from '../../../src/domain/brand-profile'
import type { Database, Transaction } from '../../db/client'
import { brandProfiles } from './schema'

export type BrandProfileRecord = typeof brandProfiles.$inferSelect

export const emptyBrandProfile: BrandProfile = { about: '', email: '', phone: '', website: '', address: null }
export const toBrandProfile = (row: BrandProfileRecord | null): BrandProfile =>
  row ? { about: row.about, email: row.email, phone: row.phone, website: row.website, address: row.address ?? null } : emptyBrandProfile

/** What the brand's business page says about it, beside its cards. */
export function createBrandProfileRepository(db: Database) {
  return {
    async findProfile(brandId: string): Promise<BrandProfileRecord | null> {
      const [row] = await db.select().from(brandProfiles).where(eq(brandProfiles.brandId, brandId)).limit(1)
      return row ?? null
    },

    async saveProfile(
      executor: Database | Transaction,
      brandId: string,
      profile: Partial<Omit<BrandProfileRecord, 'brandId' | 'updatedAt'>>,
    ): Promise<BrandProfileRecord> {
      const [row] = await executor
        .insert(brandProfiles)
        .values({ brandId, ...profile })
        .onConflictDoUpdate({ target: brandProfiles.brandId, set: { ...profile, updatedAt: new Date() } })
        .returning()
      return row!
    },
  }
}
export type BrandProfileRepository = ReturnType<typeof createBrandProfileRepository>
