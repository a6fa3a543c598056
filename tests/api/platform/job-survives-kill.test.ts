import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../helpers/server'
import { startSmtp, type TestSmtp } from '../../helpers/smtp'
import { backends, emptyPostgresDatabase } from '../../support/test-app'

// Real server processes (server/start.ts, as `npm start` runs it), killed with SIGKILL.
const slow = { timeout: 240_000 }

describe.each(backends)('a queued mail survives kill -9 of the server (%s)', (backend) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('is sent once, by the next process on the same data, when SMTP comes back', slow, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-kill-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    // A stand-in for the built app, so the server starts without building it.
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    cleanups.push(() => rm(staticDir, { recursive: true, force: true }))
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>')
    const env: Record<string, string> = { STATIC_DIR: staticDir, MAIL_FROM: 'cards@marque.test' }
    if (backend === 'postgres') {
      const database = await emptyPostgresDatabase()
      cleanups.push(() => database.drop())
      env.DATABASE_URL = database.url
    }

    // SMTP is down: its port is known and nobody listens there.
    const stopped = await startSmtp()
    await stopped.stop()
    env.SMTP_URL = `smtp://127.0.0.1:${stopped.port}`

    const servers: RunningServer[] = []
    cleanups.push(async () => {
      for (const server of servers) await server.stop()
    })
    const first = await startServer({ dataDir, env })
    servers.push(first)
    const lead = await fetch(`http://127.0.0.1:${first.port}/api/vcards/demo/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kim Killed', email: 'kim@visitor.example', phone: '', message: 'Still there after the crash?' }),
    })
    expect(lead.status).toBe(201)
    // The first try met the closed port: the job is in the database, waiting to be tried again.
    const deadline = Date.now() + 30_000
    while (!first.output().includes('job mail failed; it is tried again later') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(first.output()).toContain('job mail failed; it is tried again later')
    // The line is logged as the try fails, a moment before the queue writes "retry in 5 s" to the
    // database; killed in between, the job would wait for its expiry instead (docs/jobs.md).
    await new Promise((resolve) => setTimeout(resolve, 1000))

    process.kill(first.pid, 'SIGKILL')
    await first.exited
    expect(() => process.kill(first.pid, 0)).toThrow()

    let smtp: TestSmtp | undefined = await startSmtp({ port: stopped.port })
    cleanups.push(async () => smtp?.stop())
    const second = await startServer({ dataDir, env })
    servers.push(second)
    // On the embedded database the killed process left its lock behind; the new one takes it over.
    if (backend === 'pglite') expect(second.output()).toContain('no longer runs; it did not stop cleanly')

    const mail = await smtp.waitForMail('admin@example.com', 120_000)
    expect(mail.subject).toBe('New contact from Kim Killed on the card of Tomás Ferreira')
    expect(mail.text).toContain('Still there after the crash?')
    // Stopping the server lets any duplicate attempt that was under way finish first.
    await second.stop()
    expect(smtp.countTo('admin@example.com')).toBe(1)
    await smtp.stop()
    smtp = undefined
  })
})
