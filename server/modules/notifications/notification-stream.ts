import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database, DatabaseHandle } from '../../db/client'

const channel = 'marque_unread'

type Log = { warn(obj: object, msg: string): void }

/**
 * Tells every process that this person's unread count on this site may have changed, through the
 * database's NOTIFY: PostgreSQL delivers it to each process listening (several servers behind a
 * load balancer agree), PGlite to its one process. Sent in a transaction, it is delivered on commit.
 */
export async function announceUnreadChange(db: Database, siteId: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${`${siteId}:${userId}`})`)
}

/**
 * One LISTEN per process, fanned out in memory to the open streams of the person it names, so no
 * stream polls. A PostgreSQL connection that drops is opened again; meanwhile every stream is told
 * to count again, as any change may have been missed.
 */
export function createNotificationStream(database: DatabaseHandle, log: Log) {
  const listeners = new Map<string, Set<() => void>>()
  const closers = new Set<() => void>()
  let stopped = false
  let unlisten: (() => Promise<void>) | null = null
  let retry: NodeJS.Timeout | null = null

  const dispatch = (key: string | null) => {
    const targets = key === null ? [...listeners.values()].flatMap((set) => [...set]) : [...(listeners.get(key) ?? [])]
    for (const listener of targets) listener()
  }

  async function listenPostgres(attempt: number): Promise<void> {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    let client: pg.PoolClient
    try {
      client = await pool.connect()
    } catch (error) {
      again(attempt, error)
      return
    }
    let released = false
    const release = (error?: Error) => {
      if (released) return
      released = true
      client.removeAllListeners('notification')
      client.release(error ?? true)
    }
    client.on('notification', (message) => {
      if (message.channel === channel) dispatch(message.payload ?? null)
    })
    client.on('error', (error) => {
      release(error)
      if (stopped) return
      dispatch(null)
      again(0, error)
    })
    try {
      await client.query(`listen ${channel}`)
    } catch (error) {
      release(error as Error)
      again(attempt, error)
      return
    }
    unlisten = async () => release()
    if (attempt > 0) dispatch(null)
  }

  function again(attempt: number, error: unknown) {
    if (stopped) return
    const delay = Math.min(30_000, 500 * 2 ** attempt)
    log.warn({ err: error, retryInMs: delay }, 'the unread-count listener lost its database connection; it listens again shortly')
    retry = setTimeout(() => void listenPostgres(attempt + 1), delay)
  }

  return {
    async start(): Promise<void> {
      if (database.kind === 'postgres') return listenPostgres(0)
      const client = (database.db as unknown as { $client: PGlite }).$client
      unlisten = await client.listen(channel, (payload) => dispatch(payload))
    },

    /** Calls `listener` whenever this person's unread count on this site may have changed; answers how to stop. */
    subscribe(siteId: string, userId: string, listener: () => void): () => void {
      const key = `${siteId}:${userId}`
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(key)
      }
    },

    /** An open answer to end when the server closes (open streams would keep it from closing). */
    track(close: () => void): () => void {
      closers.add(close)
      return () => closers.delete(close)
    },

    /** Ends every open stream; browsers reconnect, to this process or another. */
    endStreams(): void {
      for (const close of [...closers]) close()
    },

    async stop(): Promise<void> {
      stopped = true
      if (retry) clearTimeout(retry)
      await unlisten?.().catch(() => undefined)
      unlisten = null
    },
  }
}
export type NotificationStream = ReturnType<typeof createNotificationStream>
