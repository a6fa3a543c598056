import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Transaction } from '../../db/client'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { HttpError, fieldError, said } from '../../http-error'

const words = defineMessages({
  codeUsed: { id: 'sessionsErrors.codeUsed', defaultMessage: 'this code has already been used; ask for a new code' },
  codeExpired: { id: 'sessionsErrors.codeExpired', defaultMessage: 'this code has expired (codes last 10 minutes); ask for a new code' },
  codeLocked: { id: 'sessionsErrors.codeLocked', defaultMessage: 'too many wrong tries for this code; ask for a new code' },
  codeWrong: { id: 'sessionsErrors.codeWrong', defaultMessage: 'the code is not right; {triesLeft, plural, one {# try} other {# tries}} left' },
  codeWrongNoTries: { id: 'sessionsErrors.codeWrongNoTries', defaultMessage: 'the code is not right and no tries are left; ask for a new code' },
})

/**
 * The rules every code mailed to an address follows (signing in, confirming a new address): 6
 * digits from a CSPRNG, kept only as a salted hash, good once for 10 minutes, void after 5 wrong tries.
 */
export const codeRules = {
  lifetimeMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  perAddressPerHour: 5,
} as const

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`)

export const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000)

/** A new code, and what is stored of it. */
export function issueCode(): { code: string; stored: { codeHash: string; salt: string; expiresAt: Date } } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  return { code, stored: { codeHash: hashCode(salt, code), salt, expiresAt: new Date(Date.now() + codeRules.lifetimeMs) } }
}

type StoredCode = { codeHash: string; salt: string; attempts: number; expiresAt: Date; usedAt: Date | null }

export type CodeRefusal = { ok: false; reason: 'no-code' | 'used' | 'expired' | 'locked' | 'wrong'; triesLeft?: number }

/** Checks a code against the one stored: null when it is right and still good, else why not. */
function checkCode(row: StoredCode | undefined, code: string): CodeRefusal | null {
  if (!row) return { ok: false, reason: 'no-code' }
  if (row.usedAt) return { ok: false, reason: 'used' }
  if (row.attempts >= codeRules.maxWrongTries) return { ok: false, reason: 'locked' }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' }
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(hashCode(row.salt, code), 'hex')
  if (expected.length === given.length && timingSafeEqual(expected, given)) return null
  return { ok: false, reason: 'wrong', triesLeft: codeRules.maxWrongTries - (row.attempts + 1) }
}

/** A table of mailed codes (its columns are mailedCodeColumns, server/db/columns.ts). */
type CodeTable = PgTable & { id: AnyPgColumn; attempts: AnyPgColumn; usedAt: AnyPgColumn }

/**
 * Checks a code against the latest one stored (`row`), in the caller's transaction: a right code is
 * spent at once, and a wrong try is counted. Null when the code was right, else why it was refused.
 */
export async function spendCode(tx: Transaction, table: CodeTable, row: (StoredCode & { id: string }) | undefined, code: string): Promise<CodeRefusal | null> {
  const refused = checkCode(row, code)
  if (!row || (refused && refused.reason !== 'wrong')) return refused
  const spent = refused ? { attempts: row.attempts + 1 } : { usedAt: new Date() }
  await tx.update(table).set(spent).where(eq(table.id, row.id))
  return refused
}

/** Serialises concurrent requests about one key (an address), so an hourly limit cannot be raced past. */
export async function lockFor(tx: Transaction, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

/** A refused code as the `code` field's problem; `noCode` says what was not asked for. */
export function codeError(result: CodeRefusal, noCode: MessageDescriptor): HttpError {
  switch (result.reason) {
    case 'no-code':
      return fieldError('code', noCode)
    case 'used':
      return fieldError('code', words.codeUsed)
    case 'expired':
      return fieldError('code', words.codeExpired)
    case 'locked':
      return fieldError('code', words.codeLocked, 429)
    case 'wrong':
      return fieldError('code', result.triesLeft && result.triesLeft > 0 ? said(words.codeWrong, { triesLeft: result.triesLeft }) : words.codeWrongNoTries)
  }
}
