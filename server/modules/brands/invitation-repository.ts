import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { BrandInvitation } from '../../../src/domain/brand-members'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { Database, Transaction } from '../../db/client'
import { brandInvitations, brands } from './schema'
import { users } from '../sessions/public'

/** How long an invitation link works. */
const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

export type InvitationRecord = typeof brandInvitations.$inferSelect
type Inviter = { id: string; name: string; email: string | null } | null

/** Why a link cannot be used, or the invitation it opens. */
export type InvitationLookup =
  | { ok: true; invitation: InvitationRecord; brandName: string; inviter: Inviter }
  | { ok: false; reason: 'unknown' | 'used' | 'revoked' | 'expired' }

const inviterColumns = { id: users.id, name: users.name, email: users.email }
// Drizzle answers a left join that found nothing as null.
const toInviter = (row: { id: string; name: string; email: string | null } | null): Inviter => (row ? { ...row } : null)

/** Invitations to join a brand: a single-use link, valid 7 days, of which only the SHA-256 is kept. */
export function createInvitationRepository(db: Database) {
  return {
    /** The open invitation (not accepted, not revoked) to this address in the brand, if any. */
    async findOpenFor(brandId: string, email: string): Promise<InvitationRecord | null> {
      const [row] = await db
        .select()
        .from(brandInvitations)
        .where(and(eq(brandInvitations.brandId, brandId), eq(brandInvitations.email, email), isNull(brandInvitations.acceptedAt), isNull(brandInvitations.revokedAt)))
        .limit(1)
      return row ?? null
    },

    async create(
      executor: Database | Transaction,
      input: { brandId: string; siteId: string; email: string; role: BrandRole; invitedBy: string },
    ): Promise<{ invitation: InvitationRecord; token: string }> {
      const token = newToken()
      const [invitation] = await executor
        .insert(brandInvitations)
        .values({ ...input, tokenHash: sha256(token), expiresAt: new Date(Date.now() + invitationLifetimeMs) })
        .returning()
      return { invitation: invitation!, token }
    },

    /**
     * A new link for an open invitation of the brand, sent through `siteId`: the old link stops
     * working (its hash is replaced) and the 7 days start again. Null when there is no such invitation.
     */
    async resend(executor: Database | Transaction, input: { brandId: string; invitationId: string; siteId: string }) {
      const token = newToken()
      const now = new Date()
      const [invitation] = await executor
        .update(brandInvitations)
        .set({
          tokenHash: sha256(token),
          siteId: input.siteId,
          sentAt: now,
          sentCount: sql`${brandInvitations.sentCount} + 1`,
          expiresAt: new Date(now.getTime() + invitationLifetimeMs),
        })
        .where(openInvitation(input.brandId, input.invitationId))
        .returning()
      return invitation ? { invitation, token } : null
    },

    /** Revokes an open invitation; null when there is none to revoke. */
    async revoke(executor: Database | Transaction, brandId: string, invitationId: string): Promise<InvitationRecord | null> {
      const [invitation] = await executor
        .update(brandInvitations)
        .set({ revokedAt: new Date() })
        .where(openInvitation(brandId, invitationId))
        .returning()
      return invitation ?? null
    },

    /** The brand's invitations still waiting for an answer, newest first. */
    async listOpen(brandId: string): Promise<BrandInvitation[]> {
      const rows = await db
        .select({ invitation: brandInvitations, inviter: inviterColumns })
        .from(brandInvitations)
        .leftJoin(users, eq(users.id, brandInvitations.invitedBy))
        .where(and(eq(brandInvitations.brandId, brandId), isNull(brandInvitations.acceptedAt), isNull(brandInvitations.revokedAt)))
        .orderBy(desc(brandInvitations.sentAt))
      const now = Date.now()
      return rows.map(({ invitation, inviter }) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invited_by: toInviter(inviter),
        sent_at: invitation.sentAt.toISOString(),
        sent_count: invitation.sentCount,
        expires_at: invitation.expiresAt.toISOString(),
        expired: invitation.expiresAt.getTime() <= now,
      }))
    },

    /** What a link opens on this site; another site's invitation is as unknown as a made-up link. */
    async lookup(siteId: string, token: string): Promise<InvitationLookup> {
      const [row] = await db
        .select({ invitation: brandInvitations, brandName: brands.name, inviter: inviterColumns })
        .from(brandInvitations)
        .innerJoin(brands, eq(brands.id, brandInvitations.brandId))
        .leftJoin(users, eq(users.id, brandInvitations.invitedBy))
        .where(and(eq(brandInvitations.tokenHash, sha256(token)), eq(brandInvitations.siteId, siteId)))
        .limit(1)
      if (!row) return { ok: false, reason: 'unknown' }
      const { invitation } = row
      if (invitation.acceptedAt) return { ok: false, reason: 'used' }
      if (invitation.revokedAt) return { ok: false, reason: 'revoked' }
      if (invitation.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' }
      return { ok: true, invitation, brandName: row.brandName, inviter: toInviter(row.inviter) }
    },

    /**
     * Spends the link: marks the invitation accepted by the person, in one statement that only
     * succeeds while this link is still the invitation's, open and unexpired, so two clicks (or a
     * click racing a resend or a revoke) cannot both win.
     */
    async markAccepted(tx: Transaction, token: string, userId: string): Promise<boolean> {
      const spent = await tx
        .update(brandInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(
          and(
            eq(brandInvitations.tokenHash, sha256(token)),
            isNull(brandInvitations.acceptedAt),
            isNull(brandInvitations.revokedAt),
            gt(brandInvitations.expiresAt, new Date()),
          ),
        )
        .returning({ id: brandInvitations.id })
      return spent.length === 1
    },
  }
}
export type InvitationRepository = ReturnType<typeof createInvitationRepository>

function openInvitation(brandId: string, invitationId: string) {
  return and(
    eq(brandInvitations.id, invitationId),
    eq(brandInvitations.brandId, brandId),
    isNull(brandInvitations.acceptedAt),
    isNull(brandInvitations.revokedAt),
  )
}
