import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { InboxQuery, LeadNote, Message, MessageUpdate } from '../../../src/domain/message'
import type { Database } from '../../db/client'
import { cardKeys } from './card-keys'
import { brandMembers } from '../brands/public'
import { leadNotes, messages } from './schema'
import { guestRequests, roles, users } from '../sessions/public'

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
  /** The visitor's own .vcf, when they sent one. */
  vcard?: string | undefined
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
  sent_own_card: row.visitorVcard !== null,
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
            visitorVcard: input.vcard ?? null,
            requestIp: input.ip,
          })
          .returning({ id: messages.id })

        return { ok: true, messageId: message!.id, guestId: guest.roleId, recipientId }
      })
    },

    /** The brand's messages from every one of its sites, newest first: its inbox. */
    async listForBrand(brandId: string, query: InboxQuery, limit = 500): Promise<Message[]> {
      const rows = await db
        .select({ message: messages, card: { id: cardKeys.id, key: cardKeys.key } })
        .from(messages)
        .leftJoin(cardKeys, eq(cardKeys.id, messages.cardId))
        .where(and(eq(messages.brandId, brandId), query.status ? eq(messages.status, query.status) : undefined, query.kind ? eq(messages.kind, query.kind) : undefined))
        .orderBy(desc(messages.createdAt))
        .limit(limit)
      return rows.map((row) => toMessage(row.message, row.card))
    },

    /** One of the brand's messages, with the site it came through and the person it went to. */
    async findInBrand(brandId: string, messageId: string) {
      const [row] = await db
        .select({ message: messages, card: { id: cardKeys.id, key: cardKeys.key } })
        .from(messages)
        .leftJoin(cardKeys, eq(cardKeys.id, messages.cardId))
        .where(and(eq(messages.brandId, brandId), eq(messages.id, messageId)))
      return row ? { message: toMessage(row.message, row.card), siteId: row.message.siteId, toUserId: row.message.toUserId } : null
    },

    /** The contact card of a message's writer: the .vcf they sent, or null when they sent none. */
    async visitorVcardOf(brandId: string, messageId: string): Promise<string | null> {
      const [row] = await db
        .select({ vcard: messages.visitorVcard })
        .from(messages)
        .where(and(eq(messages.brandId, brandId), eq(messages.id, messageId)))
      return row?.vcard ?? null
    },

    /** Sets the status, and read (now) or unread; answers the message, or null when it is not the brand's (or the person's). */
    async update(where: { brandId: string } | { userId: string }, messageId: string, changes: MessageUpdate): Promise<Message | null> {
      const set: Partial<typeof messages.$inferInsert> = {}
      if (changes.status) set.status = changes.status
      if (changes.read !== undefined) set.readAt = changes.read ? new Date() : null
      const scope = 'brandId' in where ? eq(messages.brandId, where.brandId) : eq(messages.toUserId, where.userId)
      const [row] =
        Object.keys(set).length > 0
          ? await db.update(messages).set(set).where(and(scope, eq(messages.id, messageId))).returning()
          : await db.select().from(messages).where(and(scope, eq(messages.id, messageId)))
      if (!row) return null
      const [card] = row.cardId ? await db.select({ id: cardKeys.id, key: cardKeys.key }).from(cardKeys).where(eq(cardKeys.id, row.cardId)) : []
      return toMessage(row, card ?? null)
    },

    /** Marks a new message as contacted, once someone has answered it. */
    async markContacted(messageId: string): Promise<void> {
      await db.update(messages).set({ status: 'contacted' }).where(and(eq(messages.id, messageId), eq(messages.status, 'new')))
    },

    async notes(messageId: string): Promise<LeadNote[]> {
      const rows = await db
        .select({ note: leadNotes, author: { id: users.id, name: users.name, email: users.email } })
        .from(leadNotes)
        .leftJoin(users, eq(users.id, leadNotes.authorUserId))
        .where(eq(leadNotes.messageId, messageId))
        .orderBy(asc(leadNotes.createdAt))
      return rows.map(({ note, author }) => ({
        id: note.id,
        kind: note.kind,
        body: note.body,
        author: author ? { id: author.id, name: author.name || author.email || 'Someone' } : null,
        created_at: note.createdAt.toISOString(),
      }))
    },

    async addNote(messageId: string, authorUserId: string, kind: 'note' | 'reply', body: string): Promise<void> {
      await db.insert(leadNotes).values({ messageId, authorUserId, kind, body })
    },

    /** The newest messages to this person that came through this site. */
    async listForUser(siteId: string, userId: string, limit = 100): Promise<Message[]> {
      const rows = await db
        .select({ message: messages, card: { id: cardKeys.id, key: cardKeys.key } })
        .from(messages)
        .leftJoin(cardKeys, eq(cardKeys.id, messages.cardId))
        .where(and(eq(messages.siteId, siteId), eq(messages.toUserId, userId)))
        .orderBy(desc(messages.createdAt))
        .limit(limit)
      return rows.map((row) => toMessage(row.message, row.card))
    },
  }
}
export type MessageRepository = ReturnType<typeof createMessageRepository>
