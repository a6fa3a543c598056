import { describe, expect, it, onTestFinished } from 'vitest'
import { startS3, type TestS3 } from '../../support/s3-server'
import { backends, createTestApp, type TestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// What a load balancer's probe sends: no session, and the address it reaches the process by, which names no site.
const probeHost = '10.0.0.7:3000'

describe.each(backends)('the health and readiness answers (%s)', (backend) => {
  const { t } = useTestApp(backend)

  it('answers that the process lives and is ready, on any host name, never to be cached', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: probeHost } })
      expect(response.statusCode, url).toBe(200)
      expect(response.json(), url).toEqual({ status: 'ok' })
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
  })
})

// The embedded database answers one query at a time, so a transaction held open keeps it from answering.
describe('readiness while the embedded database does not answer', () => {
  const { t } = useTestApp('pglite')

  it('is not ready while the database does not answer, and ready again once it does', async () => {
    // A transaction holds the embedded database's one connection for longer than readiness waits.
    let release = () => {}
    const held = t.app.context.database.db.transaction(async (tx) => {
      await tx.execute('select 1')
      await new Promise<void>((resolve) => (release = resolve))
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: probeHost } })
    release()
    await held
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Not ready: the database does not answer', not_ready: ['database'] })
    // Liveness asks nothing of the database: a process waiting on it is not restarted for that.
    expect(health.statusCode).toBe(200)
    const again = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })
    expect(again.statusCode).toBe(200)
  })
})

describe.each(backends)('readiness with the files in an S3-compatible bucket (%s)', (backend) => {
  /** An S3 server of the test's own, stopped after it unless the test stops it first. */
  async function bucketServer(): Promise<TestS3> {
    const s3 = await startS3()
    let stopped: Promise<void> | null = null
    const stop = () => (stopped ??= s3.stop())
    onTestFinished(stop)
    return { ...s3, stop }
  }

  async function appOn(s3: TestS3, env: Record<string, string> = {}): Promise<TestApp> {
    const app = await createTestApp(backend, { ...s3.env, ...env })
    onTestFinished(() => app.close())
    return app
  }

  it('is ready while the bucket answers, and names the file store once it does not', async () => {
    const s3 = await bucketServer()
    const t = await appOn(s3)
    expect((await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })).statusCode).toBe(200)

    await s3.stop()
    // A look at the parts answers the probes of the second after it: the next one sees the bucket gone.
    const deadline = Date.now() + 5000
    let response = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })
    while (response.statusCode === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      response = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })
    }
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Not ready: the file store does not answer', not_ready: ['files'] })
    // Why is for the operator's log, not for whoever asks.
    expect(response.body).not.toContain('127.0.0.1')
    expect(t.logs()).toContain('Not ready: the file store does not answer')

    // A flood of probes costs the bucket (where a listing is billed) one look a second, not one each.
    const looks = () => t.logs().split('\n').filter((line) => line.includes('"part":"files"')).length
    const before = looks()
    expect(before).toBeGreaterThanOrEqual(1)
    const flood = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })))
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array(20).fill(503))
    expect(looks() - before).toBeLessThanOrEqual(1)
  })

  it('is not ready when the bucket it is configured with does not exist', async () => {
    const t = await appOn(await bucketServer(), { S3_BUCKET: 'no-such-bucket' })
    const response = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { host: probeHost } })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ not_ready: ['files'] })
  })
})
