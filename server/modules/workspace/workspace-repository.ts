import type { Say } from '../../../src/i18n/say'
import { attentionWords } from './attention-words'
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { AttentionItem, BrandOverview, Workspace, WorkspaceBrand } from '../../../src/domain/workspace'
import type { Database } from '../../db/client'
import { brandInvitations, brandMembers, brands } from '../brands/public'
import { cardDailyEvents, cards } from '../cards/public'
import { overdueInvoiceCount } from '../invoices/public'
import { messages } from '../messages/public'
import { notifications } from '../notifications/public'
import { roles, users } from '../sessions/public'
import { siteHosts, sites } from '../sites/public'

const overviewDays = 30
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** What a signed-in person's dashboard reads: their brands, cards, unread counts and what waits for them. */
export function createWorkspaceRepository(db: Database) {
  async function brandsOf(site: { id: string; brandId: string }, userId: string, siteRole: string): Promise<WorkspaceBrand[]> {
    const rows = await db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, role: brandMembers.role })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(eq(brandMembers.userId, userId))
      .orderBy(asc(brands.name))
    const list: WorkspaceBrand[] = rows.map((row) => ({ ...row, role: row.role as BrandRole, here: row.id === site.brandId }))
    if (siteRole === 'admin') {
      // A site operator runs the site's brand whatever their membership says.
      const own = list.find((brand) => brand.here)
      if (own) own.role = 'operator'
      else {
        const [brand] = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.id, site.brandId))
        if (brand) list.unshift({ ...brand, role: 'operator', here: true })
      }
    }
    // The brand of this site first: it is the one that can be run from here.
    return list.sort((a, b) => Number(b.here) - Number(a.here))
  }

  async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
    const [row] = await query
    return Number(row?.n ?? 0)
  }

  return {
    async workspace(site: { id: string; brandId: string }, userId: string, say: Say): Promise<Workspace | null> {
      const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId))
      if (!user) return null
      const [role] = await db.select({ type: roles.type }).from(roles).where(and(eq(roles.siteId, site.id), eq(roles.userId, userId)))
      const siteRole = role?.type ?? 'member'
      const myBrands = await brandsOf(site, userId, siteRole)
      const myCards = await db
        .select({ id: cards.id, brand_id: cards.brandId, key: cards.key, given: cards.given_name, family: cards.family_name, published: cards.published })
        .from(cards)
        .where(eq(cards.owner_user_id, userId))
        .orderBy(asc(cards.key))
      const [unreadMessages, unreadNotifications] = await Promise.all([
        countOf(db.select({ n: count() }).from(messages).where(and(eq(messages.siteId, site.id), eq(messages.toUserId, userId), isNull(messages.readAt)))),
        countOf(db.select({ n: count() }).from(notifications).where(and(eq(notifications.siteId, site.id), eq(notifications.userId, userId), isNull(notifications.readAt)))),
      ])

      const attention: AttentionItem[] = []
      const waiting = (kind: AttentionItem['kind'], values: { count?: number; brand?: string }, link: string) => attention.push({ kind, text: say(attentionWords[kind], values), link })
      if (unreadMessages > 0) waiting('unread-messages', { count: unreadMessages }, `/users/${userId}/messages`)
      if (unreadNotifications > 0) waiting('unread-notifications', { count: unreadNotifications }, `/users/${userId}/notifications`)
      const here = myBrands.find((brand) => brand.here)
      const mayManage = here && ['operator', 'owner', 'admin'].includes(here.role)
      if (here && mayManage) {
        const [drafts, invitations, unverified, overdueInvoices] = await Promise.all([
          countOf(db.select({ n: count() }).from(cards).where(and(eq(cards.brandId, here.id), eq(cards.published, false)))),
          countOf(
            db
              .select({ n: count() })
              .from(brandInvitations)
              .where(and(eq(brandInvitations.brandId, here.id), isNull(brandInvitations.acceptedAt), isNull(brandInvitations.revokedAt), gte(brandInvitations.expiresAt, new Date()))),
          ),
          countOf(db.select({ n: count() }).from(siteHosts).innerJoin(sites, eq(sites.id, siteHosts.siteId)).where(and(eq(sites.brandId, here.id), isNull(siteHosts.verifiedAt)))),
          overdueInvoiceCount(db, here.id),
        ])
        if (drafts > 0) waiting('draft-cards', { count: drafts }, `/brands/${here.id}/vcards`)
        if (invitations > 0) waiting('pending-invitations', { count: invitations }, `/brands/${here.id}/admins`)
        if (unverified > 0) waiting('unverified-hosts', { count: unverified }, `/brands/${here.id}/sites`)
        if (overdueInvoices > 0) waiting('overdue-invoices', { count: overdueInvoices }, `/brands/${here.id}/invoices`)
      }
      if (here && !myCards.some((card) => card.brand_id === here.id)) {
        waiting('no-card', { brand: here.name }, mayManage ? `/brands/${here.id}/vcards` : `/users/${userId}`)
      }

      return {
        user,
        site_role: siteRole,
        brands: myBrands,
        cards: myCards.map((card) => ({
          id: card.id,
          brand_id: card.brand_id,
          key: card.key,
          name: [card.given, card.family].filter(Boolean).join(' ') || card.key,
          published: card.published,
          here: card.brand_id === site.brandId,
        })),
        unread: { messages: unreadMessages, notifications: unreadNotifications },
        attention,
      }
    },

    async brandOverview(brandId: string): Promise<BrandOverview | null> {
      const [brand] = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.id, brandId))
      if (!brand) return null
      const today = new Date()
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (overviewDays - 1)))
      const days = Array.from({ length: overviewDays }, (_, index) => ({ day: dayOf(new Date(first.getTime() + index * 86_400_000)), views: 0, leads: 0 }))
      const byDay = new Map(days.map((entry) => [entry.day, entry]))

      const cardCounts = await db
        .select({ published: cards.published, n: count() })
        .from(cards)
        .where(eq(cards.brandId, brandId))
        .groupBy(cards.published)
      const views = await db
        .select({ day: cardDailyEvents.day, n: sql<number>`sum(${cardDailyEvents.count})` })
        .from(cardDailyEvents)
        .innerJoin(cards, eq(cards.id, cardDailyEvents.cardId))
        .where(and(eq(cards.brandId, brandId), eq(cardDailyEvents.event, 'view'), gte(cardDailyEvents.day, dayOf(first))))
        .groupBy(cardDailyEvents.day)
      const leadDay = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
      const leads = await db
        .select({ day: leadDay, n: count() })
        .from(messages)
        .innerJoin(cards, eq(cards.id, messages.cardId))
        .where(and(eq(cards.brandId, brandId), gte(messages.createdAt, first)))
        .groupBy(leadDay)
      const members = await countOf(db.select({ n: count() }).from(brandMembers).where(eq(brandMembers.brandId, brandId)))

      for (const row of views) byDay.get(row.day)!.views += Number(row.n)
      for (const row of leads) {
        const entry = byDay.get(row.day)
        if (entry) entry.leads += Number(row.n)
      }
      const countWhere = (published: boolean) => Number(cardCounts.find((row) => row.published === published)?.n ?? 0)
      return {
        brand,
        figures: {
          published_cards: countWhere(true),
          draft_cards: countWhere(false),
          views_30_days: days.reduce((sum, day) => sum + day.views, 0),
          leads_30_days: days.reduce((sum, day) => sum + day.leads, 0),
          members,
        },
        days,
      }
    },
  }
}
export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>
