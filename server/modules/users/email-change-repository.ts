import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { codeRules, hourAgo, issueCode, lockFor, spendCode, users, type CodeRefusal } from '../sessions/public'
import { emailChanges } from './schema'

export type EmailChangeRequestResult = { ok: true; code: string } | { ok: false; reason: 'person-limit' | 'address-limit' }

export type EmailChangeResult =
  | { ok: true; oldEmail: string | null; newEmail: string }
  | CodeRefusal
  | { ok: false; reason: 'taken'; newEmail: string }

/**
 * Changes of a person's address, each confirmed by a code mailed to the new address under the
 * same rules as a sign-in code (one-time-code.ts): asking again replaces the earlier code.
 */
export function createEmailChangeRepository(db: Database) {
  async function changesInLastHour(tx: Transaction, condition: ReturnType<typeof eq>) {
    const [row] = await tx.select({ n: count() }).from(emailChanges).where(and(condition, gt(emailChanges.createdAt, hourAgo())))
    return Number(row?.n ?? 0)
  }

  return {
    /** A new code for the new address, at most 5 an hour per person and per address. */
    async request(input: { userId: string; siteId: string; newEmail: string }): Promise<EmailChangeRequestResult> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `email-change:${input.userId}`)
        await lockFor(tx, `code:${input.newEmail}`)
        if ((await changesInLastHour(tx, eq(emailChanges.userId, input.userId))) >= codeRules.perAddressPerHour) return { ok: false, reason: 'person-limit' }
        if ((await changesInLastHour(tx, eq(emailChanges.newEmail, input.newEmail))) >= codeRules.perAddressPerHour) return { ok: false, reason: 'address-limit' }
        await tx
          .update(emailChanges)
          .set({ replacedAt: new Date() })
          .where(and(eq(emailChanges.userId, input.userId), isNull(emailChanges.replacedAt)))
        const { code, stored } = issueCode()
        await tx.insert(emailChanges).values({ userId: input.userId, siteId: input.siteId, newEmail: input.newEmail, ...stored })
        return { ok: true, code }
      })
    },

    /**
     * Checks the code; when it is right the address changes in the same transaction as the code is
     * spent. An address someone else took meanwhile is refused, and the code stays good for nothing.
     */
    async confirm(tx: Transaction, input: { userId: string; code: string }): Promise<EmailChangeResult> {
      await lockFor(tx, `email-change:${input.userId}`)
      const [row] = await tx
        .select()
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, input.userId), isNull(emailChanges.replacedAt)))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1)
      const refused = await spendCode(tx, emailChanges, row, input.code)
      if (refused) return refused
      const change = row!
      await lockFor(tx, `code:${change.newEmail}`)
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.newEmail)).limit(1)
      if (taken && taken.id !== input.userId) return { ok: false, reason: 'taken', newEmail: change.newEmail }
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1)
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, input.userId))
      return { ok: true, oldEmail: before?.email ?? null, newEmail: change.newEmail }
    },
  }
}
export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>
