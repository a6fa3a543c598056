import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { brands } from './schema'

export type BrandRecord = typeof brands.$inferSelect

export function createBrandRepository(db: Database) {
  return {
    async findBrand(brandId: string): Promise<BrandRecord | null> {
      const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1)
      return row ?? null
    },

    /** Null when no brand has this id; the slug's uniqueness is the caller's to check (and the database's). */
    async updateBrand(executor: Database | Transaction, brandId: string, changes: { name?: string; slug?: string }): Promise<BrandRecord | null> {
      const [row] = await executor.update(brands).set(changes).where(eq(brands.id, brandId)).returning()
      return row ?? null
    },

    async findBySlug(slug: string): Promise<BrandRecord | null> {
      const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1)
      return row ?? null
    },

    async createBrand(executor: Database | Transaction, input: { name: string; slug: string }): Promise<BrandRecord> {
      const [brand] = await executor.insert(brands).values(input).returning()
      return brand!
    },
  }
}
export type BrandRepository = ReturnType<typeof createBrandRepository>
