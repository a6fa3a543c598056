import { defineMessages } from '@formatjs/intl'
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import type { AppContext } from '../../app-context'
import { sqlExecutor } from '../../db/client'
import { sayInEnglish, type Say } from '../../../src/i18n/say'

/** What a process needs before a load balancer sends it requests, as /api/ready names it. */
export type ReadinessPart = 'database' | 'files' | 'shutdown'

/** What /api/ready found: ready, or the parts that are not, named in a sentence. */
export type Readiness = { ready: true } | { ready: false; notReady: ReadinessPart[]; message: string }

/**
 * How long a part may take before it counts as not answering: the probe answers well within a
 * balancer's own timeout (Caddy's is 5 s unless set), and a database whose every
 * connection is busy for longer is one the balancer should give no more work for now.
 */
const partTimeoutMs = 3000

/** Whether shutdown has begun: set as the app begins to close (the module's preClose), at once on SIGTERM. */
export type Shutdown = { begun: boolean }

const words = defineMessages({
  notReady: { id: 'healthErrors.notReady', defaultMessage: 'Not ready: {parts}' },
  database: { id: 'healthErrors.database', defaultMessage: 'the database does not answer' },
  files: { id: 'healthErrors.files', defaultMessage: 'the file store does not answer' },
  shutdown: { id: 'healthErrors.shutdown', defaultMessage: 'the server is shutting down' },
})

/** "Not ready: the database does not answer; …", in a reader's language (the log's is English). */
export const notReadyMessage = (say: Say, parts: readonly ReadinessPart[]): string => say(words.notReady, { parts: parts.map((part) => say(words[part])).join('; ') })

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

/** How long one look at the parts answers every probe: a flood of probes costs at most one query and one listing of the bucket a second (a listing is billed). */
const reuseMs = 1000

/**
 * What /api/ready answers, asked of the parts at once, each within `partTimeoutMs`, and reused
 * for the probes of the next `reuseMs` from the start of that look. Once shutdown has begun the
 * answer is "not ready" without asking: the balancer stops sending at once, and nothing touches a
 * database that is about to close.
 */
export function readinessCheck(context: Pick<AppContext, 'database' | 'files' | 'config' | 'log'>, shutdown: Shutdown): () => Promise<Readiness> {
  let last: { at: number; readiness: Promise<Readiness> } | null = null
  return () => {
    if (shutdown.begun) return Promise.resolve({ ready: false, notReady: ['shutdown'], message: notReadyMessage(sayInEnglish, ['shutdown']) })
    const now = performance.now()
    if (!last || now - last.at >= reuseMs) last = { at: now, readiness: readinessOf(context) }
    return last.readiness
  }
}

async function readinessOf(context: Pick<AppContext, 'database' | 'files' | 'config' | 'log'>): Promise<Readiness> {
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
  const message = notReadyMessage(sayInEnglish, failed.map(({ part }) => part))
  // Why, once a look: for the operator, never in the answer, which anyone may ask for.
  for (const { part, cause } of failed) context.log.warn({ err: cause, part }, message)
  return { ready: false, notReady: failed.map(({ part }) => part), message }
}
