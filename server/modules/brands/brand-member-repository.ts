import { and, asc, eq } from 'drizzle-orm'
import type { BrandMember } from '../../../src/domain/brand-members'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { Database, Transaction } from '../../db/client'
import { brandMembers, brands } from './schema'
import { roles, users } from '../sessions/public'
import { sites } from '../sites/public'

const memberColumns = { userId: users.id, name: users.name, email: users.email, role: brandMembers.role, joinedAt: brandMembers.createdAt }
type MemberRow = { userId: string; name: string; email: string | null; role: BrandRole; joinedAt: Date }
const toBrandMember = (row: MemberRow): BrandMember => ({
  user_id: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
})

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

  async function findMember(executor: Database | Transaction, brandId: string, userId: string): Promise<BrandMember | null> {
    const [row] = await executor
      .select(memberColumns)
      .from(brandMembers)
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
      .limit(1)
    return row ? toBrandMember(row) : null
  }

  return {
    memberRole,
    findMember,

    /** The brand's people, owners first, then by when they joined. */
    async listMembers(brandId: string): Promise<BrandMember[]> {
      const rows = await db
        .select(memberColumns)
        .from(brandMembers)
        .innerJoin(users, eq(users.id, brandMembers.userId))
        .where(eq(brandMembers.brandId, brandId))
        .orderBy(asc(brandMembers.createdAt), asc(users.email))
      const rank = (role: BrandRole) => ['owner', 'admin', 'editor', 'member'].indexOf(role)
      return rows.map(toBrandMember).sort((a, b) => rank(a.role) - rank(b.role))
    },

    /**
     * The brand's owners, locked until the transaction ends: two owners stepping down at once are
     * taken one after the other, so the second sees that the first has gone and the brand keeps one.
     */
    async lockOwners(tx: Transaction, brandId: string): Promise<string[]> {
      const rows = await tx
        .select({ userId: brandMembers.userId })
        .from(brandMembers)
        .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'owner')))
        .for('update')
      return rows.map((row) => row.userId)
    },

    async setRole(tx: Transaction, input: { brandId: string; userId: string; role: BrandRole }): Promise<void> {
      await tx
        .update(brandMembers)
        .set({ role: input.role })
        .where(and(eq(brandMembers.brandId, input.brandId), eq(brandMembers.userId, input.userId)))
    },

    async remove(tx: Transaction, brandId: string, userId: string): Promise<void> {
      await tx.delete(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
    },

    /** Every brand the person belongs to, with its name and their role. */
    async brandsOf(userId: string) {
      return db
        .select({ brandId: brands.id, name: brands.name, role: brandMembers.role, joinedAt: brandMembers.createdAt })
        .from(brandMembers)
        .innerJoin(brands, eq(brands.id, brandMembers.brandId))
        .where(eq(brandMembers.userId, userId))
        .orderBy(asc(brands.name))
    },

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
  }
}
export type BrandMemberRepository = ReturnType<typeof createBrandMemberRepository>
