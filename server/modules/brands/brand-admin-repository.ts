import { and, eq, or } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { brandAdmins, roles, sites } from '../../db/schema'

export type BrandAdminRole = 'owner' | 'admin'

/** Who runs a brand: its owners and admins, and who may own its cards. */
export function createBrandAdminRepository(db: Database) {
  async function isBrandAdmin(brandId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ role: brandAdmins.role })
      .from(brandAdmins)
      .where(and(eq(brandAdmins.brandId, brandId), eq(brandAdmins.userId, userId)))
      .limit(1)
    return Boolean(row)
  }

  return {
    async add(executor: Database | Transaction, input: { brandId: string; userId: string; role: BrandAdminRole }) {
      await executor
        .insert(brandAdmins)
        .values(input)
        .onConflictDoUpdate({ target: [brandAdmins.brandId, brandAdmins.userId], set: { role: input.role } })
    },

    /**
     * A brand's cards are run by its owners and admins, and by the admins of the site the request
     * came through when that site shows this brand: they run everything on their site already.
     */
    async canManage(input: { brandId: string; siteId: string; userId: string }): Promise<boolean> {
      if (await isBrandAdmin(input.brandId, input.userId)) return true
      const [siteRole] = await db
        .select({ type: roles.type })
        .from(roles)
        .innerJoin(sites, eq(sites.id, roles.siteId))
        .where(and(eq(roles.siteId, input.siteId), eq(roles.userId, input.userId), eq(sites.brandId, input.brandId)))
        .limit(1)
      return siteRole?.type === 'admin'
    },

    /** Who may own a card of the brand: its admins and the signed-in people of its sites (not guests). */
    async mayOwnCard(brandId: string, userId: string): Promise<boolean> {
      if (await isBrandAdmin(brandId, userId)) return true
      const [member] = await db
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(sites, eq(sites.id, roles.siteId))
        .where(and(eq(sites.brandId, brandId), eq(roles.userId, userId), or(eq(roles.type, 'admin'), eq(roles.type, 'member'))))
        .limit(1)
      return Boolean(member)
    },
  }
}
