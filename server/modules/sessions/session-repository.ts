import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { RoleType } from '../../../src/domain/session'
import type { Database, Transaction } from '../../db/client'
import { guestRequests, loginCodes, roles, sessions, users } from './schema'
import { findOrCreateUser } from './user-accounts'
import { codeRules, hourAgo, issueCode, lockFor, sha256, spendCode, type CodeRefusal } from './one-time-code'
import { announceSessionsEnded } from './sessions-ended'

const authLimits = {
  codesPerIpPerHour: 30,
  guestsPerIpPerHour: 30,
  sessionLifetimeMs: 30 * 24 * 60 * 60 * 1000,
} as const

export type CodeRequestResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'address-limit' | 'ip-limit' }

export type CodeCheckResult =
  | { ok: true; token: string; expiresAt: Date; userId: string }
  | CodeRefusal
  /** The code was right, and spent, but the person is suspended. */
  | { ok: false; reason: 'suspended' }

export type SessionRecord = { sessionId: string; userId: string; siteId: string }

/** Sign-in codes, sessions, guests and each person's role on a site. */
export function createSessionRepository(db: Database) {
  async function ensureRole(executor: Database | Transaction, siteId: string, userId: string, type: RoleType) {
    await executor.insert(roles).values({ siteId, userId, type }).onConflictDoNothing()
    const [role] = await executor
      .select()
      .from(roles)
      .where(and(eq(roles.siteId, siteId), eq(roles.userId, userId)))
      .limit(1)
    return role!
  }

  /** Codes asked for in the last hour that match `asked` (an address or a network address). */
  async function codesInLastHour(tx: Transaction, asked: SQL) {
    const [row] = await tx.select({ n: count() }).from(loginCodes).where(and(asked, gt(loginCodes.createdAt, hourAgo())))
    return Number(row?.n ?? 0)
  }

  /** Opens a session for the person on the site; only the SHA-256 of the token is kept. */
  async function openSession(executor: Database | Transaction, siteId: string, userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + authLimits.sessionLifetimeMs)
    await executor.insert(sessions).values({ tokenHash: sha256(token), userId, siteId, expiresAt })
    return { token, expiresAt }
  }

  return {
    ensureRole,
    openSession,

    /** Issues a new code for the address on this site, voiding the earlier one. */
    async requestCode(input: { siteId: string; email: string; ip: string }): Promise<CodeRequestResult> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `code:${input.email}`)
        if ((await codesInLastHour(tx, eq(loginCodes.email, input.email))) >= codeRules.perAddressPerHour) {
          return { ok: false, reason: 'address-limit' }
        }
        if ((await codesInLastHour(tx, eq(loginCodes.requestIp, input.ip))) >= authLimits.codesPerIpPerHour) return { ok: false, reason: 'ip-limit' }

        await tx
          .update(loginCodes)
          .set({ replacedAt: new Date() })
          .where(and(eq(loginCodes.siteId, input.siteId), eq(loginCodes.email, input.email), isNull(loginCodes.replacedAt)))
        const { code, stored } = issueCode()
        await tx.insert(loginCodes).values({ siteId: input.siteId, email: input.email, requestIp: input.ip, ...stored })
        return { ok: true, code }
      })
    },

    /**
     * Checks a code; on success the code is spent, the user is created on first sign-in, given a
     * role on this site if they had none, and a session is opened. A wrong try is counted even
     * though no token is issued, so this never throws for a bad code.
     */
    async exchangeCode(input: { siteId: string; email: string; code: string }): Promise<CodeCheckResult> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `code:${input.email}`)
        const [row] = await tx
          .select()
          .from(loginCodes)
          .where(and(eq(loginCodes.siteId, input.siteId), eq(loginCodes.email, input.email), isNull(loginCodes.replacedAt)))
          .orderBy(desc(loginCodes.createdAt))
          .limit(1)
        const refused = await spendCode(tx, loginCodes, row, input.code)
        if (refused) return refused
        const user = await findOrCreateUser(tx, input.email)
        if (user.suspendedAt) return { ok: false, reason: 'suspended' }
        await ensureRole(tx, input.siteId, user.id, 'member')
        return { ok: true, ...(await openSession(tx, input.siteId, user.id)), userId: user.id }
      })
    },

    async findSession(token: string): Promise<SessionRecord | null> {
      // Suspending revokes every session; a session opened in the same instant is refused here too.
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId, siteId: sessions.siteId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
        .limit(1)
      return row ?? null
    },

    /** Whether the token was a session of a person who is now suspended (their sessions ended with it). */
    async isOfSuspendedAccount(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(token)), isNotNull(users.suspendedAt)))
        .limit(1)
      return Boolean(row)
    },

    /** Ends the session, and says so to whatever is open on it (sessions-ended.ts). */
    async revokeSession(sessionId: string, executor: Database | Transaction = db): Promise<void> {
      const [ended] = await executor
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId })
      if (ended) await announceSessionsEnded(executor, ended.userId)
    },

    /** Whether the session still signs its person in: not revoked, not expired, its person not suspended. */
    async isLive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
        .limit(1)
      return Boolean(row)
    },

    async findRole(siteId: string, userId: string) {
      const [row] = await db
        .select({ role: roles, user: users })
        .from(roles)
        .innerJoin(users, eq(users.id, roles.userId))
        .where(and(eq(roles.siteId, siteId), eq(roles.userId, userId)))
        .limit(1)
      return row ?? null
    },

    /** A guest: a user with no address and a guest role on this site. Null when the IP's limit is reached. */
    async createGuest(input: { siteId: string; ip: string }): Promise<{ roleId: string } | null> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `guest:${input.ip}`)
        const [recent] = await tx
          .select({ n: count() })
          .from(guestRequests)
          .where(and(eq(guestRequests.requestIp, input.ip), gt(guestRequests.createdAt, hourAgo())))
        if ((recent?.n ?? 0) >= authLimits.guestsPerIpPerHour) return null
        await tx.insert(guestRequests).values({ requestIp: input.ip })
        const [user] = await tx.insert(users).values({ email: null }).returning()
        const role = await ensureRole(tx, input.siteId, user!.id, 'guest')
        return { roleId: role.id }
      })
    },

    /** Makes the user (created if new) an admin of the site; used by the seed and the CLI. */
    async makeAdmin(executor: Database | Transaction, siteId: string, email: string) {
      const user = await findOrCreateUser(executor, email)
      await executor
        .insert(roles)
        .values({ siteId, userId: user.id, type: 'admin' })
        .onConflictDoUpdate({ target: [roles.siteId, roles.userId], set: { type: 'admin' } })
      return user
    },
  }
}
export type SessionRepository = ReturnType<typeof createSessionRepository>
