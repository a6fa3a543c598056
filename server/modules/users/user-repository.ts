import type { Locale } from '../../../src/i18n/locales'
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { Person, PersonOverview } from '../../../src/domain/people'
import type { Database, Transaction } from '../../db/client'
import { brandMembers, brands } from '../brands/public'
import { cards } from '../cards/public'
import { announceSessionsEnded, roles, sessions, users, type UserRow } from '../sessions/public'

/** A person of a site as stored: the person, their role there and their published card of its brand. */
export type PersonRecord = { user: UserRow; roleType: 'admin' | 'member'; cardKey: string | null }

/** Who is looking decides what a person's answer shows: their address only to themself and operators. */
export function toPerson(record: PersonRecord, showEmail: boolean): Person {
  const { user } = record
  return {
    id: user.id,
    name: user.name,
    image: user.image,
    bio: user.bio,
    card: record.cardKey ? { key: record.cardKey, link: `/vcard/${record.cardKey}` } : null,
    listed: user.listed,
    suspended: user.suspendedAt !== null,
    email: showEmail ? user.email : null,
    role: record.roleType,
  }
}

const peopleRoles = ['admin', 'member']
const escapeLike = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createUserRepository(db: Database) {
  /** The key of the person's first published card on the brand, if any. */
  const cardKeyOn = (brandId: string) =>
    sql<string | null>`(select ${cards.key} from ${cards} where ${cards.brandId} = ${brandId} and ${cards.owner_user_id} = ${users.id} and ${cards.published} order by ${cards.createdAt}, ${cards.id} limit 1)`

  const personColumns = (brandId: string) => ({ user: users, roleType: roles.type, cardKey: cardKeyOn(brandId) })

  return {
    async updateUser(
      executor: Database | Transaction,
      userId: string,
      changes: { name?: string; bio?: string; listed?: boolean; image?: string; locale?: Locale | null },
    ): Promise<UserRow | null> {
      const [row] =
        Object.keys(changes).length > 0
          ? await executor.update(users).set(changes).where(eq(users.id, userId)).returning()
          : await executor.select().from(users).where(eq(users.id, userId)).limit(1)
      return row ?? null
    },

    /**
     * The people of a site (an admin or member role there, never guests), by name. Everyone for
     * an operator; otherwise only those who chose to be listed and are not suspended.
     */
    async listOnSite(input: { siteId: string; brandId: string; everyone: boolean; words?: string; limit: number; offset: number }) {
      const conditions: (SQL | undefined)[] = [eq(roles.siteId, input.siteId), inArray(roles.type, peopleRoles)]
      if (!input.everyone) conditions.push(eq(users.listed, true), isNull(users.suspendedAt))
      if (input.words) {
        const pattern = escapeLike(input.words)
        conditions.push(or(ilike(users.name, pattern), ilike(users.bio, pattern), input.everyone ? ilike(users.email, pattern) : undefined))
      }
      const rows = await db
        .select({ ...personColumns(input.brandId), total: sql<number>`count(*) over ()` })
        .from(roles)
        .innerJoin(users, eq(users.id, roles.userId))
        .where(and(...conditions))
        // Nameless people last, then by name; the id keeps pages stable among equal names.
        .orderBy(sql`${users.name} = ''`, asc(sql`lower(${users.name})`), asc(users.email), asc(users.id))
        .limit(input.limit)
        .offset(input.offset)
      return { people: rows as (PersonRecord & { total: number })[], total: Number(rows[0]?.total ?? 0) }
    },

    /** A person with a role (not a guest's) on this site, or null. */
    async findOnSite(site: { id: string; brandId: string }, userId: string): Promise<PersonRecord | null> {
      const [row] = await db
        .select(personColumns(site.brandId))
        .from(roles)
        .innerJoin(users, eq(users.id, roles.userId))
        .where(and(eq(roles.siteId, site.id), eq(roles.userId, userId), inArray(roles.type, peopleRoles)))
        .limit(1)
      return (row as PersonRecord | undefined) ?? null
    },

    /** The person's cards of one brand, drafts too. */
    async cardsOf(brandId: string, userId: string): Promise<PersonOverview['cards']> {
      const rows = await db
        .select()
        .from(cards)
        .where(and(eq(cards.brandId, brandId), eq(cards.owner_user_id, userId)))
        .orderBy(asc(cards.createdAt), asc(cards.id))
      return rows.map((card) => ({
        id: card.id,
        brand_id: card.brandId,
        key: card.key,
        name: [card.prefix, card.given_name, card.family_name, card.suffix].filter(Boolean).join(' '),
        published: card.published,
      }))
    },

    /** The brands the person belongs to, all of them or only one. */
    async membershipsOf(userId: string, onlyBrandId?: string): Promise<PersonOverview['brands']> {
      const rows = await db
        .select({ id: brands.id, name: brands.name, slug: brands.slug, role: brandMembers.role })
        .from(brandMembers)
        .innerJoin(brands, eq(brands.id, brandMembers.brandId))
        .where(and(eq(brandMembers.userId, userId), onlyBrandId ? eq(brandMembers.brandId, onlyBrandId) : undefined))
        .orderBy(asc(brands.name))
      return rows.map((row) => ({ ...row, role: row.role as BrandRole }))
    },

    /** Suspends the person and ends every session they have, on every site, in one step. False when already suspended. */
    async suspend(tx: Transaction, userId: string): Promise<boolean> {
      const now = new Date()
      const changed = await tx.update(users).set({ suspendedAt: now }).where(and(eq(users.id, userId), isNull(users.suspendedAt))).returning({ id: users.id })
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      await announceSessionsEnded(tx, userId)
      return changed.length > 0
    },

    /** Lets a suspended person sign in again (their old sessions stay ended). False when they were not suspended. */
    async restore(tx: Transaction, userId: string): Promise<boolean> {
      const changed = await tx
        .update(users)
        .set({ suspendedAt: null })
        .where(and(eq(users.id, userId), sql`${users.suspendedAt} is not null`))
        .returning({ id: users.id })
      return changed.length > 0
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
