import type PgBoss from 'pg-boss'
import type { SqlExecutor } from '../db/client'

/** The job queue's tables live in their own schema, beside the app's. */
export const jobSchema = 'jobs'

/**
 * pg-boss, with its database driver, is loaded by the queue's first use: a server's start reads
 * the queue's tables without it (job-tables.ts) and its workers start a second after it listens
 * (about 0.15 s less before the first answer).
 */
export async function newBoss(executor: SqlExecutor, options: { supervise: boolean }): Promise<PgBoss> {
  const { default: PgBossClass } = await import('pg-boss')
  return new PgBossClass({
    db: executor as PgBoss.Db,
    schema: jobSchema,
    supervise: options.supervise,
    schedule: false,
    // A sent mail's data (it may hold an invitation link) is archived after an hour and deleted after 7 days.
    archiveCompletedAfterSeconds: 60 * 60,
    // A job that ran out of tries stays where `npm run marque -- jobs:retry` finds it for 7 days.
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  })
}
