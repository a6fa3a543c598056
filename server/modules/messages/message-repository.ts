import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Message } from '../../../src/domain/message'
import type { Database } from '../../db/client'
import { brandMembers, cards, guestRequests, messages, roles, users } from '../../db/schema'

export const leadLimits = {
  perAddressPerHour: 10,
  perCardPerHour: 30,
} as const

export type LeadInput = {
  siteId: string
  /** The card the lead was left on; null for a message from the site's contact page, to the brand. */
  card: { id: string; brandId: string; ownerUserId: string | null; displayName: string } | null
  brandId: string
  name: string
  email: string
  phone: string
  message: string
  guestId: string | null | undefined
  ip: string
}

export type LeadResult =
  | { ok: true; messageId: string; guestId: string; recipientId: string | null }
  | { ok: false; reason: 'address-limit' | 'card-limit' }

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000)

type MessageRow = typeof messages.$inferSelect
const toMessage = (row: MessageRow, card: { id: string; key: string } | null): Message => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  card,
  from: { name: row.fromName, email: row.fromEmail, phone: row.fromPhone },
  message: row.body,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt ? row.readAt.toISOString() : null,
})

export function createMessageRepository(db: Database) {
  return {
    /**
     * Stores a lead as a message from the visitor's guest identity to the card's owner (or the
     * brand's first owner when the card has none, or for a message from the contact page), all or
     * nothing; the caller notifies the recipient after it has committed. Counts are taken under
     * locks, so parallel requests cannot slip past the limits; leads and contact messages from one
     * address share its limit.
     */
    async createLead(input: LeadInput): Promise<LeadResult> {
      return db.transaction(async (tx) => {
        // Always card first, then address: one order for every request, so two never deadlock.
        if (input.card) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-card:${input.card.id}`}))`)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-ip:${input.ip}`}))`)
        const [byAddress] = await tx
          .select({ n: count() })
          .from(messages)
          .where(and(eq(messages.requestIp, input.ip), gt(messages.createdAt, hourAgo())))
        if (Number(byAddress?.n ?? 0) >= leadLimits.perAddressPerHour) return { ok: false, reason: 'address-limit' }
        if (input.card) {
          const [byCard] = await tx
            .select({ n: count() })
            .from(messages)
            .where(and(eq(messages.cardId, input.card.id), gt(messages.createdAt, hourAgo())))
          if (Number(byCard?.n ?? 0) >= leadLimits.perCardPerHour) return { ok: false, reason: 'card-limit' }
        }

        let guest: { roleId: string; userId: string } | null = null
        if (input.guestId) {
          const [known] = await tx
            .select({ roleId: roles.id, userId: roles.userId })
            .from(roles)
            .where(and(eq(roles.id, input.guestId), eq(roles.siteId, input.siteId), eq(roles.type, 'guest')))
            .limit(1)
          guest = known ?? null
        }
        if (!guest) {
          // The same identity POST /api/auth/guests gives, counted towards the same per-address record.
          await tx.insert(guestRequests).values({ requestIp: input.ip })
          const [user] = await tx.insert(users).values({ email: null, name: input.name }).returning({ id: users.id })
          const [role] = await tx
            .insert(roles)
            .values({ siteId: input.siteId, userId: user!.id, type: 'guest' })
            .returning({ id: roles.id })
          guest = { roleId: role!.id, userId: user!.id }
        }

        let recipientId = input.card?.ownerUserId ?? null
        if (!recipientId) {
          const [owner] = await tx
            .select({ userId: brandMembers.userId })
            .from(brandMembers)
            .where(and(eq(brandMembers.brandId, input.brandId), eq(brandMembers.role, 'owner')))
            .orderBy(brandMembers.createdAt)
            .limit(1)
          recipientId = owner?.userId ?? null
        }

        const [message] = await tx
          .insert(messages)
          .values({
            siteId: input.siteId,
            brandId: input.brandId,
            kind: input.card ? 'lead' : 'contact',
            cardId: input.card?.id ?? null,
            toUserId: recipientId,
            fromUserId: guest.userId,
            fromName: input.name,
            fromEmail: input.email,
            fromPhone: input.phone,
            body: input.message,
            requestIp: input.ip,
          })
          .returning({ id: messages.id })

        return { ok: true, messageId: message!.id, guestId: guest.roleId, recipientId }
      })
    },

    /** The newest messages to this person that came through this site. */
    async listForUser(siteId: string, userId: string, limit = 100): Promise<Message[]> {
      const rows = await db
        .select({ message: messages, card: { id: cards.id, key: cards.key } })
        .from(messages)
        .leftJoin(cards, eq(cards.id, messages.cardId))
        .where(and(eq(messages.siteId, siteId), eq(messages.toUserId, userId)))
        .orderBy(desc(messages.createdAt))
        .limit(limit)
      return rows.map((row) => toMessage(row.message, row.card))
    },
  }
}
