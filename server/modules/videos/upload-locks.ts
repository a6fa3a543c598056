import { randomUUID } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Lock, Locker, RequestRelease } from '@tus/server'
import type { Database } from '../../db/client'
import type { DatabaseListener } from '../../db/database-listener'
import { videoUploadLocks } from './schema'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'

const words = defineMessages({
  busy: { id: 'videosErrors.uploadBusy', defaultMessage: 'The upload is being written by another request; try again' },
})

/** A refusal of the locker, said in the requester's language when tus answers it (video-upload.ts). */
export type LockRefusal = { status_code: number; body: string; words: MessageDescriptor }
const busy = (): LockRefusal => ({ status_code: 423, body: words.busy.defaultMessage as string, words: words.busy })

/** A lock is held this long unless renewed; a request renews it every 10 s while it lasts. */
const leaseSeconds = 30
const renewMs = 10_000
/** How long a request waits for the lock before it is told to try again (tus's own wait). */
const waitMs = 30_000
const pollMs = 100
/** Where a request that waits asks the process holding the lock to let go (its request is stale: the client started again). */
const releaseChannel = 'video_upload_release'

/**
 * tus's locks in the database, so that two requests for one upload never write at once, whichever
 * processes they reach: the upload's row in `video_upload_locks` is taken by an insert that only
 * replaces a lease that has run out. A request that finds the lock taken asks its holder, through
 * NOTIFY, to end (tus ends the request it holds it for, as it does for two requests in one process),
 * then waits for it. A waiter that still has no lock after 30 s is answered 423 Locked, which the app's
 * tus client tries again.
 */
export function createUploadLocker(db: Database, listener: DatabaseListener): Locker {
  /** The releases of the locks this process holds, by upload id. */
  const held = new Map<string, RequestRelease>()
  listener.follow(releaseChannel, {
    message: (uploadId) => void (uploadId && held.get(uploadId)?.()),
    missed: () => {},
  })

  const take = async (uploadId: string, holder: string) => {
    const until = sql`now() + make_interval(secs => ${leaseSeconds})`
    const taken = await db
      .insert(videoUploadLocks)
      .values({ uploadId, holder, until })
      .onConflictDoUpdate({ target: videoUploadLocks.uploadId, set: { holder, until }, setWhere: lt(videoUploadLocks.until, sql`now()`) })
      .returning({ holder: videoUploadLocks.holder })
    return taken.length > 0
  }

  return {
    newLock(uploadId: string): Lock {
      const holder = randomUUID()
      let renewal: NodeJS.Timeout | undefined
      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          const deadline = Date.now() + waitMs
          let asked = false
          while (!(await take(uploadId, holder))) {
            if (signal.aborted || Date.now() > deadline) throw busy()
            if (!asked) {
              asked = true
              await db.execute(sql`select pg_notify(${releaseChannel}, ${uploadId})`)
            }
            await new Promise((resolve) => setTimeout(resolve, pollMs))
          }
          held.set(uploadId, requestRelease)
          renewal = setInterval(() => {
            void db
              .update(videoUploadLocks)
              .set({ until: sql`now() + make_interval(secs => ${leaseSeconds})` })
              .where(and(eq(videoUploadLocks.uploadId, uploadId), eq(videoUploadLocks.holder, holder)))
              .catch(() => {})
          }, renewMs).unref()
        },
        async unlock() {
          clearInterval(renewal)
          held.delete(uploadId)
          await db.delete(videoUploadLocks).where(and(eq(videoUploadLocks.uploadId, uploadId), eq(videoUploadLocks.holder, holder)))
        },
      }
    },
  }
}
