import { afterEach, describe, expect, it } from 'vitest'
import { migrateDatabase } from '../../../server/prepare-database'
import { startSmtp, type TestSmtp } from '../../helpers/smtp'
import { backends, createTestApp, type TestApp } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

describe.each(backends)('the durable job queue (%s)', (backend) => {
  let t: TestApp | undefined
  let smtp: TestSmtp | undefined
  afterEach(async () => {
    await t?.close()
    await smtp?.stop()
    t = smtp = undefined
  })

  it('retries jobs with the documented policies: mail first after 5 s, doubling, 13 retries; push after 5 s, doubling, 8 retries; webhooks after 10 s, doubling, 10 retries; reminders after 30 s, doubling, 4 retries; calendar imports after 60 s, doubling, 3 retries; transcodes after 60 s, doubling, 2 retries; file removals after 60 s, doubling, 3 retries', async () => {
    t = await createTestApp(backend)
    const rows = await t.query<{ name: string; retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
      'select name, retry_limit, retry_delay, retry_backoff from jobs.queue order by name',
    )
    expect(rows).toEqual([
      { name: 'calendar-import', retry_limit: 3, retry_delay: 60, retry_backoff: true },
      { name: 'mail', retry_limit: 13, retry_delay: 5, retry_backoff: true },
      { name: 'push', retry_limit: 8, retry_delay: 5, retry_backoff: true },
      { name: 'reminder', retry_limit: 4, retry_delay: 30, retry_backoff: true },
      { name: 'transcode', retry_limit: 2, retry_delay: 60, retry_backoff: true },
      { name: 'upload-files', retry_limit: 3, retry_delay: 60, retry_backoff: true },
      { name: 'video-files', retry_limit: 3, retry_delay: 60, retry_backoff: true },
      { name: 'webhook', retry_limit: 10, retry_delay: 10, retry_backoff: true },
    ])
  })

  it('gives a queue left with an older policy its current one when the database is migrated again', async () => {
    t = await createTestApp(backend)
    await t.query(`update jobs.queue set retry_limit = 1, retry_delay = 1, retry_backoff = false where name = 'mail'`)
    await migrateDatabase(t.app.context.database)
    const [mail] = await t.query<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>(`select retry_limit, retry_delay, retry_backoff from jobs.queue where name = 'mail'`)
    expect(mail).toEqual({ retry_limit: 13, retry_delay: 5, retry_backoff: true })
  })

  it('keeps a job sent before its workers start and runs it when they do; a queue stopped first starts none', async () => {
    smtp = await startSmtp()
    t = await createTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' }, { jobWorkers: 'by-the-caller' })
    const app = t
    const mail = (to: string) => ({ to, fromName: 'Marque', subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' })
    const stateOf = async (id: string) => (await app.query<{ state: string }>('select state from jobs.job where id = $1', [id]))[0]?.state

    const waiting = await app.app.context.jobs.send('mail', mail('waits@example.org'))
    // Longer than a worker's polling pause (2 s): no worker runs, so nothing takes it.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(smtp.mails).toEqual([])
    expect(await stateOf(waiting)).toBe('created')
    await app.app.context.jobs.start()
    expect((await smtp.waitForMail('waits@example.org')).subject).toBe('For waits@example.org')
    await waitFor('the job to be completed', async () => ((await stateOf(waiting)) === 'completed' ? true : undefined))

    // Another app on its own database, whose queue is stopped before its workers start (a server
    // stopped in its first second): starting it then runs no worker, and a job stays in the database.
    const other = await createTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' }, { jobWorkers: 'by-the-caller' })
    try {
      await other.app.context.jobs.stop()
      await other.app.context.jobs.start()
      const kept = await other.app.context.jobs.send('mail', mail('kept@example.org'))
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect(smtp.mails.map((sent) => sent.to).flat()).toEqual(['waits@example.org'])
      expect((await other.query<{ state: string }>('select state from jobs.job where id = $1', [kept]))[0]?.state).toBe('created')
    } finally {
      await other.close()
    }
  }, 60_000)

  it('tells a job still running once the queue has stopped waiting for it, so what it runs ends with it, and tries it again later', async () => {
    t = await createTestApp(backend, {}, { jobWorkers: 'by-the-caller' })
    const { jobs } = t.app.context
    let signal: AbortSignal | undefined
    let ended = false
    // A sweep that runs until it is told to stop, as a transcode's ffmpeg does.
    jobs.handle('video-files', async (_data, job) => {
      signal = job.signal
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()))
      ended = true
      throw job.signal.reason
    })
    await jobs.start()
    const id = await jobs.send('video-files', { writtenBefore: new Date().toISOString() })
    await waitFor('the job to run', async () => signal)
    expect(signal!.aborted).toBe(false)
    await jobs.stop()
    expect(ended).toBe(true)
    expect(signal!.reason).toEqual(new Error('The server is stopping; the job runs again later'))
    expect((await t.query<{ state: string }>('select state from jobs.job where id = $1', [id]))[0]?.state).toBe('retry')
  }, 60_000)
})
