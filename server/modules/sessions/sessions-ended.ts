import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'

/** The database channel on which a person's ended sessions are announced (payload: their user id). */
export const sessionsEndedChannel = 'marque_sessions_ended'

/**
 * Tells every process that some of this person's sessions ended (signed out, suspended, replaced),
 * so what is open on a session that ended — a notification stream — closes at once instead of at
 * its next heartbeat. Through the database's NOTIFY, as the unread counts are: sent in a
 * transaction, it is delivered on commit, so nobody checks before the revocation is visible.
 */
export async function announceSessionsEnded(executor: Database | Transaction, userId: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${sessionsEndedChannel}, ${userId})`)
}
