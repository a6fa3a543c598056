import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import type { AppContext } from '../../app-context'
import { sqlExecutor } from '../../db/client'

/** What a process needs before a load balancer sends it requests, as /api/ready names it. */
export type ReadinessPart = 'database' | 'files' | 'shutdown'

/** What /api/ready found: ready, or the parts that are not, with why in a sentence. */
export type Readiness = { ready: true } | { ready: false; notReady: ReadinessPart[]; message: string; failures: { part: ReadinessPart; cause: unknown }[] }

/**
 * How long a part may take before it counts as not answering: the probe answers well within a
 * balancer's own timeout (Caddy's and nginx's are 5 s or more), and a database whose every
 * connection is busy for longer is one the balancer should give no more work for now.
 */
const partTimeoutMs = 3000

/** Whether shutdown has begun: set as the app begins to close (the module's preClose), at once on SIGTERM. */
export type Shutdown = { begun: boolean }

const words: Record<ReadinessPart, string> = {
  database: 'the database does not answer',
  files: 'the file store does not answer',
  shutdown: 'the server is shutting down',
}

async function within(check: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The file store answers: on the disk, DATA_DIR is there and writable (a network share that went
 * away is not); in a bucket, one listing of a folder that holds nothing, a request that needs the
 * endpoint, the credentials and the bucket itself (a HEAD of a missing key answers 404 for a
 * missing bucket too) and that answers no files, however many the bucket holds.
 */
async function filesAnswer({ files, config }: Pick<AppContext, 'files' | 'config'>): Promise<void> {
  if (files.kind === 'disk') {
    await access(config.dataDir, constants.W_OK)
    return
  }
  await files.list('readiness-check/')[Symbol.asyncIterator]().next()
}

/**
 * Asks each part at once, each within `partTimeoutMs`. Once shutdown has begun the answer is "not
 * ready" without asking: the balancer stops sending at once, and nothing touches a database that
 * is about to close.
 */
export async function readinessOf(context: Pick<AppContext, 'database' | 'files' | 'config'>, shutdown: Shutdown): Promise<Readiness> {
  if (shutdown.begun) return { ready: false, notReady: ['shutdown'], message: `Not ready: ${words.shutdown}`, failures: [] }
  const checks: [ReadinessPart, () => Promise<unknown>][] = [
    ['database', () => sqlExecutor(context.database).executeSql('select 1')],
    ['files', () => filesAnswer(context)],
  ]
  const outcomes = await Promise.allSettled(checks.map(([, check]) => within(check, partTimeoutMs)))
  const failed = checks.flatMap(([part], index) => {
    const outcome = outcomes[index]!
    return outcome.status === 'rejected' ? [{ part, cause: outcome.reason as unknown }] : []
  })
  if (failed.length === 0) return { ready: true }
  return {
    ready: false,
    notReady: failed.map(({ part }) => part),
    message: `Not ready: ${failed.map(({ part }) => words[part]).join('; ')}`,
    failures: failed,
  }
}
