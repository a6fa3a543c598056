import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DatabaseListener } from '../../db/database-listener'
import { sessionsEndedChannel } from '../sessions/public'

const channel = 'marque_unread'

/**
 * Tells every process that this person's unread count on this site may have changed, through the
 * database's NOTIFY: PostgreSQL delivers it to each process listening (several servers behind a
 * load balancer agree), PGlite to its one process. Sent in a transaction, it is delivered on commit.
 */
export async function announceUnreadChange(db: Database, siteId: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${`${siteId}:${userId}`})`)
}

/** Listeners by key, each called when a message names its key, or all of them (`null`). */
function fanOut() {
  const listeners = new Map<string, Set<() => void>>()
  return {
    add(key: string, listener: () => void): () => void {
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(key)
      }
    },
    dispatch(key: string | null): void {
      const targets = key === null ? [...listeners.values()].flatMap((set) => [...set]) : [...(listeners.get(key) ?? [])]
      for (const listener of targets) listener()
    },
  }
}

/**
 * Follows the unread-count channel through the process's one database listener, fanned out in
 * memory to the open streams of the person it names, so no stream polls. When the listener's
 * connection drops, every stream is told to count again, as any change may have been missed.
 * Ended sessions are followed the same way, so a stream closes as soon as its session ends.
 */
export function createNotificationStream(databaseListener: DatabaseListener) {
  const unread = fanOut()
  const sessionsEnded = fanOut()
  const closers = new Set<() => void>()

  databaseListener.follow(channel, { message: unread.dispatch, missed: () => unread.dispatch(null) })
  databaseListener.follow(sessionsEndedChannel, { message: sessionsEnded.dispatch, missed: () => sessionsEnded.dispatch(null) })

  return {
    /** Calls `listener` whenever this person's unread count on this site may have changed; answers how to stop. */
    subscribe(siteId: string, userId: string, listener: () => void): () => void {
      return unread.add(`${siteId}:${userId}`, listener)
    },

    /** Calls `check` whenever a session of this person may have ended; answers how to stop. */
    watchSessions(userId: string, check: () => void): () => void {
      return sessionsEnded.add(userId, check)
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
  }
}
export type NotificationStream = ReturnType<typeof createNotificationStream>
