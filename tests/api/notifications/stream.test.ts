import { request as httpRequest, type IncomingMessage } from 'node:http'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp, type MarqueApp } from '../../../server/app'
import { openPostgres } from '../../../server/db/client'
import { hostA, hostB } from '../../support/api-client'
import { backends, createTestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Stream = { response: IncomingMessage; nextUnread(): Promise<number>; text(): string; close(): void }

/** Opens the unread stream as a browser's EventSource does: a GET with the session cookie and no Authorization header. */
function openStream(port: number, host: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { host: `${host}:${port}`, ...headers } }, (response) => {
      let text = ''
      let read = 0
      const waiters: (() => void)[] = []
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
        for (const wake of waiters.splice(0)) wake()
      })
      response.on('end', () => {
        for (const wake of waiters.splice(0)) wake()
      })
      async function nextUnread(): Promise<number> {
        const deadline = Date.now() + 15_000
        for (;;) {
          const events = [...text.matchAll(/event: unread\ndata: (.*)\n\n/g)]
          if (events.length > read) return (JSON.parse(events[read++]![1]!) as { unread: number }).unread
          if (response.readableEnded) throw new Error(`The stream ended: ${text}`)
          if (Date.now() > deadline) throw new Error(`No new unread event within 15 s: ${text}`)
          await new Promise<void>((wake) => {
            waiters.push(wake)
            setTimeout(wake, 500)
          })
        }
      }
      resolve({ response, nextUnread, text: () => text, close: () => request.destroy() })
    })
    request.on('error', reject)
    request.end()
  })
}

describe.each(backends)('the live unread count (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const sse = { accept: 'text/event-stream' }

  it('streams the unread count at once, then each change, to the EventSource of the signed-in person', async () => {
    const port = await t.port()
    const token = await kit.openSession('admin@example.com', hostA)
    const stream = await openStream(port, hostA, { ...sse, cookie: `marque_token=${token}` })
    expect(stream.response.statusCode).toBe(200)
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers['x-accel-buffering']).toBe('no')
    expect(stream.response.headers['cache-control']).toContain('no-transform')
    expect(stream.response.headers['content-encoding']).toBeUndefined()
    // The security headers every answer carries.
    expect(stream.response.headers['x-content-type-options']).toBe('nosniff')
    expect(stream.response.headers['content-security-policy']).toContain("default-src 'none'")
    expect(await stream.nextUnread()).toBe(0)

    const notificationId = await kit.leadNotificationForAdmin()
    expect(await stream.nextUnread()).toBe(1)
    await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: 'Second', email: 'second@example.org' } })
    expect(await stream.nextUnread()).toBe(2)
    const read = await kit.request({ method: 'PATCH', url: `/api/notifications/${notificationId}`, host: hostA, token, payload: { read: true } })
    expect(read.statusCode).toBe(200)
    expect(await stream.nextUnread()).toBe(1)

    // Another person's notification, or the same person's on another site, does not move this count.
    const otherStream = await openStream(port, hostA, { ...sse, cookie: `marque_token=${await kit.openSession('someone@example.org', hostA)}` })
    expect(await otherStream.nextUnread()).toBe(0)
    await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostB, payload: { name: 'On B', email: 'b@example.org' } })
    await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: 'Third', email: 'third@example.org' } })
    expect(await stream.nextUnread()).toBe(2)
    expect(otherStream.text()).not.toMatch(/"unread":[1-9]/)
    stream.close()
    otherStream.close()
  })

  it('takes the session cookie on this stream only, and from this site only', async () => {
    const port = await t.port()
    const token = await kit.openSession('admin@example.com', hostA)
    const noCookie = await openStream(port, hostA, sse)
    expect(noCookie.response.statusCode).toBe(401)
    const tokenOfB = await kit.openSession('admin@example.com', hostB)
    expect((await openStream(port, hostA, { ...sse, cookie: `marque_token=${tokenOfB}` })).response.statusCode).toBe(401)
    // A bearer token works as anywhere else; a plain GET is told what this address is.
    expect((await openStream(port, hostA, { ...sse, authorization: `Bearer ${token}` })).response.statusCode).toBe(200)
    const plain = await kit.request({ method: 'GET', url: '/api/notifications/stream', host: hostA, token })
    expect(plain.statusCode).toBe(406)
    expect(plain.json().message).toMatch(/EventSource/)
    // Every other route still wants the Authorization header: the cookie alone is no session there.
    const listWithCookie = await kit.request({ method: 'GET', url: '/api/notifications', host: hostA, headers: { cookie: `marque_token=${token}` } })
    expect(listWithCookie.statusCode).toBe(401)
    const putWithCookie = await kit.request({
      method: 'PUT',
      url: '/api/users/me/notification-preferences',
      host: hostA,
      headers: { cookie: `marque_token=${token}` },
      payload: { lead: { in_app: false, email: false, push: false } },
    })
    expect(putWithCookie.statusCode).toBe(401)
  })

  it('refuses to start when a route that changes things, or needs no session, would read the session cookie', async () => {
    const starting = (declare: (scope: MarqueApp) => unknown) => createTestApp(backend, {}, { prepare: (app) => app.register(async (scope) => void declare(scope as MarqueApp)) })
    await expect(
      starting((scope) => scope.post('/api/cookie-writes', { config: { access: 'signed-in', sessionCookie: true } }, async () => ({}))),
    ).rejects.toThrow('The API route POST /api/cookie-writes declares sessionCookie but changes things: only a GET may read the session cookie')
    await expect(
      starting((scope) => scope.get('/api/cookie-site', { config: { access: 'site', sessionCookie: true } }, async () => ({}))),
    ).rejects.toThrow('The API route GET /api/cookie-site declares sessionCookie but needs no session')
  })

  it('ends open streams when the server closes, so it closes at once', async () => {
    const port = await t.port()
    const token = await kit.openSession('admin@example.com', hostA)
    const stream = await openStream(port, hostA, { ...sse, cookie: `marque_token=${token}` })
    expect(await stream.nextUnread()).toBe(0)
    const ended = new Promise<void>((resolve) => stream.response.on('end', resolve))
    await t.app.close()
    await ended
  })

  if (backend === 'postgres') {
    it('agrees across processes: a lead taken by one server moves the count streamed by another', async () => {
      const port = await t.port()
      const token = await kit.openSession('admin@example.com', hostA)
      const stream = await openStream(port, hostA, { ...sse, cookie: `marque_token=${token}` })
      expect(await stream.nextUnread()).toBe(0)
      // In the app only: no mail job is left for the other server's queue as it stops.
      await kit.request({ method: 'PUT', url: '/api/users/me/notification-preferences', host: hostA, token, payload: { lead: { in_app: true, email: false, push: false } } })

      const pool = (t.app.context.database.db as unknown as { $client: pg.Pool }).$client
      const database = await openPostgres((pool as unknown as { options: { connectionString: string } }).options.connectionString)
      const other = await buildApp({ config: { ...t.app.context.config, logLevel: 'silent' }, database })
      try {
        await other.ready()
        const lead = await other.inject({ method: 'POST', url: '/api/vcards/demo/leads', headers: { host: hostA }, payload: { name: 'Elsewhere', email: 'e@example.org' } })
        expect(lead.statusCode).toBe(201)
        expect(await stream.nextUnread()).toBe(1)
      } finally {
        stream.close()
        await other.close()
        await database.close()
      }
    })
  }
})
