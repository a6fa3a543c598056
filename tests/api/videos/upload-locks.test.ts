import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabaseListener, type DatabaseListener } from '../../../server/db/database-listener'
import { createUploadLocker } from '../../../server/modules/videos/upload-locks'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { waitFor } from '../../support/wait-for'

const silent = { warn: () => {} }
const uploadId = () => randomBytes(16).toString('hex')

/** tus's locks in the database, held by two lockers as two processes hold them. */
describe.each(backends)('the locks of video uploads (%s)', (backend) => {
  const { t } = useTestApp(backend)
  // Stopped before the app closes its connections, which waits for theirs.
  const listeners: DatabaseListener[] = []
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.stop()))
  })

  async function twoProcesses() {
    const lockers = [0, 1].map(() => {
      const listener = createDatabaseListener(t.app.context.database, silent)
      listeners.push(listener)
      return createUploadLocker(t.app.context.database.db, listener)
    })
    await Promise.all(listeners.map((listener) => listener.start()))
    return lockers
  }

  it('lets one request write an upload at a time: the other asks the holder to end, and waits for it', async () => {
    const [first, second] = await twoProcesses()
    const id = uploadId()
    const held = first!.newLock(id)
    let releaseAsked = false
    await held.lock(new AbortController().signal, () => {
      releaseAsked = true
    })
    let taken = false
    const waiting = second!.newLock(id)
    const waited = waiting.lock(new AbortController().signal, () => {}).then(() => (taken = true))
    await waitFor('the holder to be asked to let go', async () => (releaseAsked ? true : undefined), 10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(taken).toBe(false)
    await held.unlock()
    await waited
    expect(taken).toBe(true)
    expect(await t.query('select count(*)::int as n from video_upload_locks where upload_id = $1', [id])).toEqual([{ n: 1 }])
    await waiting.unlock()
    expect(await t.query('select count(*)::int as n from video_upload_locks where upload_id = $1', [id])).toEqual([{ n: 0 }])
  })

  it('takes over a lock whose lease ran out (its process died), and answers 423 to a request that ends while it waits', async () => {
    const [first, second] = await twoProcesses()
    const id = uploadId()
    await first!.newLock(id).lock(new AbortController().signal, () => {})
    // The holder's process stopped renewing it.
    await t.query("update video_upload_locks set until = now() - interval '1 second' where upload_id = $1", [id])
    const takeover = second!.newLock(id)
    await takeover.lock(new AbortController().signal, () => {})

    const gaveUp = new AbortController()
    const waiting = first!.newLock(id).lock(gaveUp.signal, () => {})
    setTimeout(() => gaveUp.abort(), 300)
    await expect(waiting).rejects.toMatchObject({ status_code: 423 })
    await takeover.unlock()
  })
})
