import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { DatabaseHandle } from './client'

type Log = { warn(obj: object, msg: string): void }

/** What a channel's subscriber is told: each message, and that messages may have been missed. */
export type ChannelHandler = {
  message(payload: string | null): void
  /** The connection dropped: anything announced meanwhile was missed, so act as if everything changed. */
  missed(): void
}

/**
 * One LISTEN connection per process for every channel the app follows, so the database's NOTIFY
 * reaches each process: PostgreSQL delivers it to every process listening (several servers behind
 * a load balancer), PGlite to its one process. A PostgreSQL connection that drops is opened again,
 * and every channel is told it may have missed something.
 */
export function createDatabaseListener(database: DatabaseHandle, log: Log) {
  // Each channel's followers: several modules may follow one channel (sites and cards, the data changes).
  const handlers = new Map<string, ChannelHandler[]>()
  const toChannel = (channel: string) => ({
    message: (payload: string | null) => handlers.get(channel)?.forEach((handler) => handler.message(payload)),
    missed: () => handlers.get(channel)?.forEach((handler) => handler.missed()),
  })
  let stopped = false
  let unlisten: (() => Promise<void>) | null = null
  let retry: NodeJS.Timeout | null = null

  const missedAll = () => {
    for (const channel of handlers.keys()) toChannel(channel).missed()
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
    client.on('notification', (message) => toChannel(message.channel).message(message.payload ?? null))
    client.on('error', (error) => {
      release(error)
      if (stopped) return
      missedAll()
      again(0, error)
    })
    try {
      for (const channel of handlers.keys()) await client.query(`listen ${channel}`)
    } catch (error) {
      release(error as Error)
      again(attempt, error)
      return
    }
    unlisten = async () => release()
    if (attempt > 0) missedAll()
  }

  function again(attempt: number, error: unknown) {
    if (stopped) return
    const delay = Math.min(30_000, 500 * 2 ** attempt)
    log.warn({ err: error, retryInMs: delay }, 'the database listener lost its connection; it listens again shortly')
    retry = setTimeout(() => void listenPostgres(attempt + 1), delay)
  }

  return {
    /** Follows a channel (a plain lower-case name); call before `start`. */
    follow(channel: string, handler: ChannelHandler): void {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler])
    },

    async start(): Promise<void> {
      if (database.kind === 'postgres') return listenPostgres(0)
      const client = (database.db as unknown as { $client: PGlite }).$client
      const stops = await Promise.all([...handlers.keys()].map((channel) => client.listen(channel, (payload) => toChannel(channel).message(payload))))
      unlisten = async () => {
        await Promise.all(stops.map((stop) => stop()))
      }
    },

    async stop(): Promise<void> {
      stopped = true
      if (retry) clearTimeout(retry)
      await unlisten?.().catch(() => undefined)
      unlisten = null
    },
  }
}
export type DatabaseListener = ReturnType<typeof createDatabaseListener>
