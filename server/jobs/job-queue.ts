import type PgBoss from 'pg-boss'
import type { SqlExecutor } from '../db/client'
import type { Mail } from '../mail/mailer'
import { jobSchema, newBoss } from './boss-loader'

/**
 * Every kind of job, and what it carries. Mail is the queue's own; each module adds its kinds in
 * its module.ts (declaration merging, as graphile-worker's `Tasks`), so this file names none:
 *
 *     declare module '../../jobs/job-queue' { interface JobPayloads { push: PushJob } }
 */
export interface JobPayloads {
  /** One e-mail to send through the configured mailer. */
  mail: Mail
}
export type JobName = keyof JobPayloads

/** `signal` aborts once the queue stops waiting for the job (the process is stopping): a job that runs a program ends it. */
export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: { id: string; retryCount: number; signal: AbortSignal }) => Promise<void>

/**
 * How long running jobs are given to finish when the queue stops (one still running then is
 * marked failed, to be tried again), and then how long one that outlived it is waited for before
 * the database closes. The first ends well inside the 10 s a container gets by default before it
 * is killed, so a job cut off is marked for its next try rather than left "active" until it
 * expires (hours, for a transcode); both end inside the server's forced exit (server/server.ts).
 */
export const stopGraceMs = 5000

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/**
 * A durable queue on the app's own database (PostgreSQL or the embedded PGlite) through pg-boss:
 * a job is a row, so a job sent before the process dies is still there when it starts again, and
 * any number of processes can work one database's queue. Jobs are sent after the change they
 * follow has committed (on PGlite a transaction holds the only connection). Each kind's queue and
 * retry policy are made when the database is migrated (job-tables.ts).
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
  // Aborted when the jobs still running have had their grace: what they run (ffmpeg) ends with them.
  const cutOff = new AbortController()
  let started: Promise<void> | null = null
  let stopped: Promise<void> | null = null

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
            const run = handler(job.data, { id: job.id, retryCount: job.retryCount, signal: cutOff.signal })
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

    /**
     * Queues a job; `retryDelay` (seconds) replaces its kind's first wait between tries (it still
     * doubles), and `startAfter` holds it until then (a reminder before a meeting).
     */
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

    /**
     * Stops taking jobs at once and gives the running ones `stopGraceMs` to finish; one still
     * running then is marked failed, so the queue tries it again (by another process, or this one
     * once it starts again), as its kind's retry policy says. A transcode cut off starts over.
     * Called again (the app calls it as it begins to close and once more before the database
     * closes), it answers the same stop.
     */
    stop(): Promise<void> {
      stopped ??= (async () => {
        stopping = true
        if (!started) return
        await started.catch(() => undefined)
        const boss = await bossOf().catch(() => null)
        await boss?.stop({ graceful: true, close: false, wait: true, timeout: stopGraceMs })
        if (running.size > 0) cutOff.abort(new Error('The server is stopping; the job runs again later'))
        // A job that outlived the grace period still finishes (or fails), and its outcome is written,
        // before the database closes under it.
        const settled = async () => {
          for (;;) {
            await new Promise((resolve) => setImmediate(resolve))
            if (running.size === 0 && statements.size === 0) return
            await Promise.allSettled([...running, ...statements])
          }
        }
        await Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref())])
      })()
      return stopped
    },
  }
}
export type JobQueue = ReturnType<typeof createJobQueue>
