import { and, eq, or } from 'drizzle-orm'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { Database, Transaction } from '../../db/client'
import { brandMembers, roles, sites } from '../../db/schema'

/** Who belongs to a brand, and in which role (the role table is src/domain/brand-roles.ts). */
export function createBrandMemberRepository(db: Database) {
  async function memberRole(executor: Database | Transaction, brandId: string, userId: string): Promise<BrandRole | null> {
    const [row] = await executor
      .select({ role: brandMembers.role })
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
      .limit(1)
    return row?.role ?? null
  }

  /** Whether the person is an admin of this site, and the site shows this brand. */
  async function operatesSite(input: { brandId: string; siteId: string; userId: string }): Promise<boolean> {
    const [siteRole] = await db
      .select({ type: roles.type })
      .from(roles)
      .innerJoin(sites, eq(sites.id, roles.siteId))
      .where(and(eq(roles.siteId, input.siteId), eq(roles.userId, input.userId), eq(sites.brandId, input.brandId)))
      .limit(1)
    return siteRole?.type === 'admin'
  }

  return {
    memberRole,

    async add(executor: Database | Transaction, input: { brandId: string; userId: string; role: BrandRole }) {
      await executor
        .insert(brandMembers)
        .values(input)
        .onConflictDoUpdate({ target: [brandMembers.brandId, brandMembers.userId], set: { role: input.role } })
    },

    /**
     * The caller's role in a brand, read afresh on every request so a removed member's next request
     * fails: the admins of the site the request came through, when that site shows this brand, run
     * everything on it (`'operator'`); anyone else has the role their membership gives, or none.
     */
    async roleOf(input: { brandId: string; siteId: string; userId: string }): Promise<BrandRole | 'operator' | null> {
      if (await operatesSite(input)) return 'operator'
      return memberRole(db, input.brandId, input.userId)
    },

    /** Who may own a card of the brand: its members and the signed-in people of its sites (not guests). */
    async mayOwnCard(brandId: string, userId: string): Promise<boolean> {
      if (await memberRole(db, brandId, userId)) return true
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
