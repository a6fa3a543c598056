import type { SqlExecutor } from '../db/client'
import { jobSchema, newBoss } from './boss-loader'

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

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message)
  return output == null ? null : JSON.stringify(output).slice(0, 300)
}

/** The newest jobs of every kind, for operators (`npm run marque -- jobs`). */
export async function listJobs(executor: SqlExecutor, options: { limit?: number; state?: JobState } = {}): Promise<JobSummary[]> {
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
}

/** Gives a failed job one more try, as soon as a worker is free (`npm run marque -- jobs:retry`). */
export async function retryJob(executor: SqlExecutor, id: string): Promise<'retried' | 'not-found' | 'not-failed'> {
  const { rows } = await executor.executeSql(`select name, state from ${jobSchema}.job where id = $1`, [id])
  const [job] = rows as { name: string; state: JobState }[]
  if (!job) return 'not-found'
  if (job.state !== 'failed') return 'not-failed'
  const boss = await newBoss(executor, { supervise: true })
  boss.on('error', () => {})
  await boss.retry(job.name, id)
  await executor.executeSql(`update ${jobSchema}.job set start_after = now() where id = $1 and state = 'retry'`, [id])
  return 'retried'
}
