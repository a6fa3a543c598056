import { createRequire } from 'node:module'
import type PgBoss from 'pg-boss'
import type { SqlExecutor } from '../db/client'
import type { Mail } from '../mail/mailer'
import type { PushJob } from '../modules/notifications/push-sender'
import type { WebhookJob } from '../modules/webhooks/webhook-delivery'
import type { ReminderJob } from '../modules/appointments/booking-reminder'
import type { CalendarImportJob } from '../modules/appointments/calendar-import'
import type { TranscodeJob } from '../modules/videos/video-transcode'

/** The job queue's tables live in their own schema, beside the app's. */
const jobSchema = 'jobs'

/** Every kind of job, and what it carries. */
export type JobPayloads = {
  /** One e-mail to send through the configured mailer. */
  mail: Mail
  /** One Web Push message to one subscribed browser. */
  push: PushJob
  /** One event (a new lead) posted to one brand's webhook. */
  webhook: WebhookJob
  /** Reminds both sides of a booking, at its time before the meeting, unless it was cancelled or moved. */
  reminder: ReminderJob
  /** Reads a host's own calendar again, so its busy times are not offered. */
  'calendar-import': CalendarImportJob
  /** Turns one uploaded video into HLS renditions, a poster and a preview. */
  transcode: TranscodeJob
}
export type JobName = keyof JobPayloads

type QueuePolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }

/**
 * How each kind of job is retried: a failed try waits `retryDelay` seconds, doubling each time
 * (pg-boss adds jitter), so an SMTP server that is down for minutes or hours still gets every mail.
 */
export const jobPolicies: Record<JobName, QueuePolicy> = {
  // 5 s, 10 s, 20 s … the 14th and last try comes about 11 hours after the first.
  mail: { retryLimit: 13, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  // 5 s, 10 s, 20 s … the 9th and last try about 21 minutes after the first: a push is worth little later.
  push: { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  // 10 s, 20 s, 40 s … the 11th and last try about 2.8 hours after the first: a CRM that is down
  // for a while still gets every lead, and the delivery log shows each try.
  webhook: { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  // 30 s, 60 s … the 5th and last try about 8 minutes after the first: a reminder later than that is little use.
  reminder: { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // A calendar that cannot be read is noted for the host, not retried (the next half-hourly read
  // tries again); a try cut short (a database error, the process stopped) runs again after 1 min.
  'calendar-import': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  // A file ffmpeg cannot read fails the video at once (its reason is shown); a try cut short (the
  // process stopped) runs again after 1 min, then 2 min. A 2 GiB upload may take hours to transcode.
  transcode: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 6 * 60 * 60 },
}

const jobNames = Object.keys(jobPolicies) as JobName[]

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/**
 * pg-boss, with its database driver, is loaded by the queue's first use: a server's start reads
 * the queue's tables without it (jobTablesAreCurrent) and its workers start a second after it
 * listens (about 0.15 s less before the first answer).
 */
async function newBoss(executor: SqlExecutor, options: { supervise: boolean }): Promise<PgBoss> {
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

type QueueRow = { name: string } & Partial<QueuePolicy>

/** Each kind whose queue is missing, and each whose queue has another policy than its own (one made by an earlier version keeps its old one unless told). */
function queuesToSet(existing: QueueRow[]): { missing: JobName[]; changed: JobName[] } {
  const byName = new Map(existing.map((queue) => [queue.name, queue]))
  const missing = jobNames.filter((name) => !byName.has(name))
  const changed = jobNames.filter((name) => {
    const queue = byName.get(name)
    const policy = jobPolicies[name]
    return queue !== undefined && (Object.keys(policy) as (keyof QueuePolicy)[]).some((key) => queue[key] !== policy[key])
  })
  return { missing, changed }
}

/** Makes each kind's queue, or gives it its current policy. */
async function ensureQueues(boss: PgBoss) {
  const { missing, changed } = queuesToSet(await boss.getQueues())
  for (const name of missing) await boss.createQueue(name, { name, ...jobPolicies[name] })
  for (const name of changed) await boss.updateQueue(name, { name, ...jobPolicies[name] })
}

/**
 * Whether the queue's tables are of the installed pg-boss's version and every kind's queue has its
 * policy, as a start usually finds them: read with pg-boss's own statements and version, from
 * files of its package that load no database driver. Anything else, an error included, is "no".
 */
async function jobTablesAreCurrent(executor: SqlExecutor): Promise<boolean> {
  try {
    const require = createRequire(import.meta.url)
    const plans = require('pg-boss/src/plans.js') as Record<'versionTableExists' | 'getVersion' | 'getQueues', (schema: string) => string>
    const { schema: version } = require('pg-boss/version.json') as { schema: number }
    const [table] = (await executor.executeSql(plans.versionTableExists(jobSchema))).rows as { name: string | null }[]
    if (!table?.name) return false
    const [installed] = (await executor.executeSql(plans.getVersion(jobSchema))).rows as { version: number | string }[]
    if (Number(installed?.version) !== version) return false
    const { missing, changed } = queuesToSet((await executor.executeSql(plans.getQueues(jobSchema))).rows as QueueRow[])
    return missing.length === 0 && changed.length === 0
  } catch {
    return false
  }
}

/** Creates or upgrades the queue's tables; part of migrating the database. */
export async function installJobTables(executor: SqlExecutor): Promise<void> {
  if (await jobTablesAreCurrent(executor)) return
  const boss = await newBoss(executor, { supervise: false })
  boss.on('error', () => {})
  await boss.start()
  await ensureQueues(boss)
  await boss.stop({ graceful: false, close: false, wait: true })
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: { id: string; retryCount: number }) => Promise<void>

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export type JobState = (typeof jobStates)[number]
export type JobSummary = {
  id: string
  name: string
  state: JobState
  /** How many times it has been tried so far. */
  tries: number
  createdOn: string
  /** When it is tried next, while it waits. */
  nextTry: string | null
  completedOn: string | null
  error: string | null
}

/**
 * A durable queue on the app's own database (PostgreSQL or the embedded PGlite) through pg-boss:
 * a job is a row, so a job sent before the process dies is still there when it starts again, and
 * any number of processes can work one database's queue. Jobs are sent after the change they
 * follow has committed (on PGlite a transaction holds the only connection).
 */
export function createJobQueue(executor: SqlExecutor, log: Log) {
  // The queue's statements in flight: stopping waits for them (a job's completion is written after
  // its handler returns), so none reaches a database that is closing.
  const statements = new Set<Promise<unknown>>()
  const counted: SqlExecutor = {
    executeSql(text, values) {
      const statement = executor.executeSql(text, values)
      statements.add(statement)
      void statement.catch(() => undefined).finally(() => statements.delete(statement))
      return statement
    },
  }
  let loaded: Promise<PgBoss> | undefined
  const bossOf = () =>
    (loaded ??= newBoss(counted, { supervise: true }).then((boss) => {
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
      return boss
    }))
  const handlers = new Map<JobName, JobHandler<JobName>>()
  const workerIds = new Map<JobName, string>()
  // What this process is running now, so stopping waits for it before the database closes.
  const running = new Set<Promise<unknown>>()
  let stopping = false
  let started: Promise<void> | null = null

  return {
    /** Registers what runs a kind of job; workers start with the queue. */
    handle<N extends JobName>(name: N, handler: JobHandler<N>) {
      handlers.set(name, handler as unknown as JobHandler<JobName>)
    },

    /** Starts the workers, once; a queue that is stopping or stopped starts none. */
    start(): Promise<void> {
      if (stopping) return Promise.resolve()
      started ??= (async () => {
        const boss = await bossOf()
        await boss.start()
        for (const [name, handler] of handlers) {
          const workerId = await boss.work<JobPayloads[JobName]>(name, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
            if (!job) return
            // Fetched as the queue stops: left for the next try, by this process when it starts again or by another.
            if (stopping) throw new Error('The job queue was stopping; the job runs again later')
            const run = handler(job.data, { id: job.id, retryCount: job.retryCount })
            running.add(run)
            try {
              await run
            } catch (error) {
              log.warn({ job: job.id, name, retryCount: job.retryCount, err: error }, `job ${name} failed; it is tried again later`)
              throw error
            } finally {
              running.delete(run)
              // There may be more waiting: look again at once rather than after the polling pause.
              if (!stopping) boss.notifyWorker(workerIds.get(name)!)
            }
          })
          workerIds.set(name, workerId)
        }
      })()
      return started
    },

    /** Queues a job; `retryDelay` (seconds) replaces its kind's first wait between tries (it still doubles). */
    /** Sends a job; `startAfter` holds it until then (a reminder before a meeting). */
    async send<N extends JobName>(name: N, data: JobPayloads[N], options: { retryDelay?: number; startAfter?: Date } = {}): Promise<string> {
      const boss = await bossOf()
      const id = await boss.send(name, data as object, {
        ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
        ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      })
      if (!id) throw new Error(`The job queue refused a ${name} job`)
      // This process works the queue: start now rather than at the next poll.
      const workerId = workerIds.get(name)
      if (workerId) boss.notifyWorker(workerId)
      return id
    },

    /** Whether a job of this kind whose data holds these values waits or runs now (one waiting to be tried again counts). */
    async waitingOrRunning<N extends JobName>(name: N, data: Partial<JobPayloads[N]>): Promise<boolean> {
      const { rows } = await executor.executeSql(
        `select 1 from ${jobSchema}.job where name = $1 and state in ('created', 'retry', 'active') and data @> $2::jsonb limit 1`,
        [name, JSON.stringify(data)],
      )
      return rows.length > 0
    },

    /** The newest jobs of every kind, for operators (`npm run marque -- jobs`). */
    async list(options: { limit?: number; state?: JobState } = {}): Promise<JobSummary[]> {
      const { rows } = await executor.executeSql(
        `select id, name, state, retry_count, started_on, created_on, start_after, completed_on, output
           from ${jobSchema}.job where ($1::text is null or state::text = $1) order by created_on desc limit $2`,
        [options.state ?? null, options.limit ?? 50],
      )
      return (rows as Record<string, unknown>[]).map((row) => ({
        id: String(row.id),
        name: String(row.name),
        state: row.state as JobState,
        // retry_count counts the tries after the first; a job not yet started has had none.
        tries: row.started_on ? Number(row.retry_count) + 1 : 0,
        createdOn: new Date(row.created_on as string).toISOString(),
        nextTry: row.state === 'created' || row.state === 'retry' ? new Date(row.start_after as string).toISOString() : null,
        completedOn: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
        error: row.state === 'failed' || row.state === 'retry' ? errorOf(row.output) : null,
      }))
    },

    /** Gives a failed job one more try, as soon as a worker is free. */
    async retry(id: string): Promise<'retried' | 'not-found' | 'not-failed'> {
      const { rows } = await executor.executeSql(`select name, state from ${jobSchema}.job where id = $1`, [id])
      const [job] = rows as { name: string; state: JobState }[]
      if (!job) return 'not-found'
      if (job.state !== 'failed') return 'not-failed'
      await (await bossOf()).retry(job.name, id)
      await executor.executeSql(`update ${jobSchema}.job set start_after = now() where id = $1 and state = 'retry'`, [id])
      return 'retried'
    },

    async stop(): Promise<void> {
      stopping = true
      if (!started) return
      await started.catch(() => undefined)
      // Jobs still running are marked failed and so tried again, by this process or another.
      const boss = await bossOf().catch(() => null)
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 5000 })
      // A job that outlived the grace period still finishes (or fails), and its outcome is written,
      // before the database closes under it.
      const settled = async () => {
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve))
          if (running.size === 0 && statements.size === 0) return
          await Promise.allSettled([...running, ...statements])
        }
      }
      await Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
    },
  }
}
export type JobQueue = ReturnType<typeof createJobQueue>

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message)
  return output == null ? null : JSON.stringify(output).slice(0, 300)
}
