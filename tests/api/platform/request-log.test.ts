import { afterEach, describe, expect, it } from 'vitest'
import { slowRequestMs } from '../../../server/request-log'
import { hostA } from '../../support/api-client'
import { backends, createTestApp, type TestApp } from '../../support/test-app'

const completedLines = (logs: string) =>
  logs
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; level: number; reqId?: string; req?: { url: string }; res?: { statusCode: number } })
    .filter((line) => line.msg === 'request completed')

/** Routes of this test only: one that fails on the server's side and one slower than the threshold. */
const withTroubleRoutes = (app: TestApp['app']) => {
  app.get('/test-only/fails', async () => {
    throw new Error('broken on purpose')
  })
  app.get('/test-only/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 100))
    return 'late'
  })
}

describe.each(backends)('the request log (%s)', (backend) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('at info, writes one line for a failed or slow request and none for a healthy one', async () => {
    t = await createTestApp(backend, { LOG_LEVEL: 'info' }, { prepare: withTroubleRoutes })
    expect(slowRequestMs).toBe(1000)
    const healthy = await t.app.inject({ method: 'GET', url: '/api/sites/localhost', headers: { host: hostA } })
    expect(healthy.statusCode).toBe(200)
    const refused = await t.app.inject({ method: 'GET', url: '/api/sites/no-such-host.example', headers: { host: hostA } })
    expect(refused.statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/test-only/fails', headers: { host: hostA } })).statusCode).toBe(500)
    expect((await t.app.inject({ method: 'GET', url: '/test-only/slow', headers: { host: hostA } })).statusCode).toBe(200)

    const lines = completedLines(t.logs())
    expect(lines.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([
      ['/test-only/fails', 500],
      ['/test-only/slow', 200],
    ])
    expect(t.logs()).not.toContain('incoming request')
    // Each request's lines name it: the error logged while answering and its completed line share one id, another request has its own.
    const failedIds = t.logs().split('\n').filter((line) => line.includes('broken on purpose')).map((line) => (JSON.parse(line) as { reqId?: string }).reqId)
    expect(failedIds.length).toBeGreaterThan(0)
    expect(new Set([...failedIds, lines[0]!.reqId])).toEqual(new Set([lines[0]!.reqId]))
    expect(lines[0]!.reqId).toMatch(/\S/)
    expect(lines[1]!.reqId).toMatch(/\S/)
    expect(lines[1]!.reqId).not.toBe(lines[0]!.reqId)
  })

  it('at debug, writes one line for every request', async () => {
    t = await createTestApp(backend, { LOG_LEVEL: 'debug' })
    await t.app.inject({ method: 'GET', url: '/api/sites/localhost', headers: { host: hostA } })
    await t.app.inject({ method: 'GET', url: '/api/sites/no-such-host.example', headers: { host: hostA } })
    expect(completedLines(t.logs()).map((line) => [line.req?.url, line.res?.statusCode])).toEqual([
      ['/api/sites/localhost', 200],
      ['/api/sites/no-such-host.example', 404],
    ])
  })
})
