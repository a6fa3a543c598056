import { buildApp, type MarqueApp } from './app'
import type { Config } from './config'
import { prepareDatabase } from './prepare-database'

/**
 * The job queue's workers start this long after the server first listens. Their first look at
 * every queue (a query each) would otherwise come just before the first answers, which wait for
 * it on PGlite, where queries run one at a time: a start answered about 0.1 s later with it.
 * A job sent meanwhile waits in the database, as it does for any worker.
 */
export const jobWorkersStartMs = 1000

/**
 * How long a shutdown may take before the process exits anyway (status 1): after the job queue's
 * grace and the wait for a job that outlived it (server/jobs/job-queue.ts, 5 s each, beside the
 * requests in flight), with room for the database to close. A job longer than its grace (a
 * transcode) is not waited for: it was marked failed, and the queue tries it again. A deployment
 * gives a process longer than this to stop (docs/deploy.md) before it kills it.
 */
export const forcedExitMs = 15_000

/**
 * Listens on HOST:PORT and shuts down gracefully on SIGTERM or SIGINT: /api/ready answers 503
 * at once, no new connection is taken, the job queue takes no more jobs and gives the running ones
 * their grace, the requests in flight finish, then the database closes and the process exits 0.
 */
export async function runServer(config: Config): Promise<MarqueApp> {
  const database = await prepareDatabase(config, { holder: 'the Marque server' })
  const app = await buildApp({ config, database, jobWorkers: 'by-the-caller' }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  // The database closes once the app has closed, never in one of its onClose hooks: Fastify runs
  // those last-added first, so a hook added here would close it before the app's own hooks write
  // the last counted views (and on PostgreSQL wait forever for the change listener's connection,
  // which those hooks release). Closing it releases DATA_DIR for the operator commands or the next start.
  const close = async () => {
    try {
      await app.close()
    } finally {
      await database.close()
    }
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received, shutting down`)
    const force = setTimeout(() => {
      app.log.error(`still shutting down after ${forcedExitMs / 1000} s: exiting, with what still runs cut off`)
      process.exit(1)
    }, forcedExitMs)
    force.unref()
    // Node closes the connections that are idle when the server closes; one kept open by a proxy
    // whose answer was still being sent would then wait out its keep-alive time (72 s) once the
    // answer is done. Each is closed as soon as it is idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref()
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await close()
    throw error
  })
  // A queue that cannot start stops the server, as it stopped its start before: a supervisor restarts it.
  setTimeout(() => {
    if (stopping) return
    app.context.jobs.start().catch((error: unknown) => {
      app.log.fatal({ err: error }, 'the job queue could not start; the server stops')
      stopping = true
      void close().finally(() => process.exit(1))
    })
  }, jobWorkersStartMs).unref()
  return app
}
