import { createRequire } from 'node:module'
import type PgBoss from 'pg-boss'
import type { SqlExecutor } from '../db/client'
import { jobSchema, newBoss } from './boss-loader'
import { queuesToSet, type QueuePolicy, type QueueRow } from './job-policies'

/** Makes each kind's queue, or gives it its current policy. */
async function ensureQueues(boss: PgBoss, policies: Record<string, QueuePolicy>) {
  const { missing, changed } = queuesToSet(await boss.getQueues(), policies)
  for (const name of missing) await boss.createQueue(name, { name, ...policies[name] })
  for (const name of changed) await boss.updateQueue(name, { name, ...policies[name] })
}

/**
 * Whether the queue's tables are of the installed pg-boss's version and every kind's queue has its
 * policy, as a start usually finds them: read with pg-boss's own statements and version, from
 * files of its package that load no database driver. Anything else, an error included, is "no".
 */
async function jobTablesAreCurrent(executor: SqlExecutor, policies: Record<string, QueuePolicy>): Promise<boolean> {
  try {
    const require = createRequire(import.meta.url)
    const plans = require('pg-boss/src/plans.js') as Record<'versionTableExists' | 'getVersion' | 'getQueues', (schema: string) => string>
    const { schema: version } = require('pg-boss/version.json') as { schema: number }
    const [table] = (await executor.executeSql(plans.versionTableExists(jobSchema))).rows as { name: string | null }[]
    if (!table?.name) return false
    const [installed] = (await executor.executeSql(plans.getVersion(jobSchema))).rows as { version: number | string }[]
    if (Number(installed?.version) !== version) return false
    const { missing, changed } = queuesToSet((await executor.executeSql(plans.getQueues(jobSchema))).rows as QueueRow[], policies)
    return missing.length === 0 && changed.length === 0
  } catch {
    return false
  }
}

/** Creates or upgrades the queue's tables and each kind's queue (`policies`, by kind); part of migrating the database. */
export async function installJobTables(executor: SqlExecutor, policies: Record<string, QueuePolicy>): Promise<void> {
  if (await jobTablesAreCurrent(executor, policies)) return
  const boss = await newBoss(executor, { supervise: false })
  boss.on('error', () => {})
  await boss.start()
  await ensureQueues(boss, policies)
  await boss.stop({ graceful: false, close: false, wait: true })
}
