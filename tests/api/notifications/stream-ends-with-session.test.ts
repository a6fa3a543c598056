import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app'
import { openPostgres } from '../../../server/db/client'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** Far sooner than the stream's 25-second heartbeat: an ended session is heard of, not found out later. */
const promptly = 5_000

type Stream = { response: IncomingMessage; unreadEvents(): number; endsWithin(ms: number): Promise<'ended' | 'still open'>; close(): void }

/** Opens the unread stream as a browser's EventSource does, with the session cookie; answers once the first count has come. */
function openStream(port: number, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { host: `${hostA}:${port}`, accept: 'text/event-stream', cookie: `marque_token=${token}` } },
      (response) => {
        let text = ''
        const ended = new Promise<'ended'>((done) => response.on('end', () => done('ended')))
        const stream: Stream = {
          response,
          unreadEvents: () => text.split('event: unread\n').length - 1,
          endsWithin: (ms) => Promise.race([ended, new Promise<'still open'>((done) => setTimeout(() => done('still open'), ms))]),
          close: () => request.destroy(),
        }
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
          if (stream.unreadEvents() === 1) resolve(stream)
        })
        if (response.statusCode !== 200) resolve(stream)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe.each(backends)('a notification stream ends when its session does (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`
  const me = (token: string) => kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token })

  it('ends at once when its person signs out, and the streams of their other sessions go on', async () => {
    const port = await t.port()
    const [signingOut, stayingIn] = [await kit.openSession('admin@example.com', hostA), await kit.openSession('admin@example.com', hostA)]
    const [ending, going] = [await openStream(port, signingOut), await openStream(port, stayingIn)]
    expect([ending.response.statusCode, going.response.statusCode]).toEqual([200, 200])

    expect((await kit.request({ method: 'DELETE', url: '/api/auth/tokens/current', host: hostA, token: signingOut })).statusCode).toBe(204)
    expect(await ending.endsWithin(promptly)).toBe('ended')
    expect((await openStream(port, signingOut)).response.statusCode).toBe(401)

    // The other session's stream is still open, and still counts.
    await kit.leadNotificationForAdmin()
    await expect.poll(() => going.unreadEvents(), { timeout: 15_000 }).toBe(2)
    expect(await going.endsWithin(0)).toBe('still open')
    going.close()
  })

  it("ends every stream of a person an operator suspends, and not the operator's own", async () => {
    const port = await t.port()
    const operator = await kit.openSession(fresh('operator'), hostA, 'admin')
    const email = fresh('suspended')
    const streams = [await openStream(port, await kit.openSession(email, hostA)), await openStream(port, await kit.openSession(email, hostA))]
    const operatorStream = await openStream(port, operator)

    const suspended = await kit.request({ method: 'POST', url: `/api/users/${await kit.userId(email)}/suspend`, host: hostA, token: operator })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(await Promise.all(streams.map((stream) => stream.endsWithin(promptly)))).toEqual(['ended', 'ended'])
    expect(await operatorStream.endsWithin(0)).toBe('still open')
    operatorStream.close()
  })

  it('ends every stream of a person who deletes their account, and nobody else’s', async () => {
    const port = await t.port()
    const email = fresh('leaving')
    const [deleting, other] = [await kit.openSession(email, hostA), await kit.openSession(email, hostA)]
    const streams = [await openStream(port, deleting), await openStream(port, other)]
    const bystander = await openStream(port, await kit.openSession(fresh('staying'), hostA))

    const deleted = await kit.request({ method: 'DELETE', url: '/api/users/me', host: hostA, token: deleting, payload: { cards: 'delete', confirm_email: email } })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await Promise.all(streams.map((stream) => stream.endsWithin(promptly)))).toEqual(['ended', 'ended'])
    expect((await openStream(port, other)).response.statusCode).toBe(401)
    expect(await bystander.endsWithin(0)).toBe('still open')
    bystander.close()
  })

  it('ends the stream of a session replaced by accepting an invitation for another address in the same browser', async () => {
    const port = await t.port()
    const earlier = await kit.openSession(fresh('earlier'), hostA)
    const stream = await openStream(port, earlier)
    const site = await kit.siteOf(hostA)
    const link = randomBytes(32).toString('base64url')
    await t.query(`insert into brand_invitations (brand_id, site_id, email, role, token_hash, expires_at) values ($1, $2, $3, 'member', $4, now() + interval '7 days')`, [
      site.brand_id,
      site.id,
      fresh('invited'),
      createHash('sha256').update(link).digest('hex'),
    ])

    const accepted = await kit.request({ method: 'POST', url: `/api/invitations/${link}/accept`, host: hostA, token: earlier })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await stream.endsWithin(promptly)).toBe('ended')
    expect((await me(earlier)).statusCode).toBe(401)
    expect((await me(accepted.json<{ token: string }>().token)).statusCode).toBe(200)
  })

  if (backend === 'postgres') {
    it('ends a stream held by another server process when the session is revoked through this one', async () => {
      const port = await t.port()
      const token = await kit.openSession('admin@example.com', hostA)
      const stream = await openStream(port, token)

      const pool = (t.app.context.database.db as unknown as { $client: pg.Pool }).$client
      const database = await openPostgres((pool as unknown as { options: { connectionString: string } }).options.connectionString)
      const other = await buildApp({ config: { ...t.app.context.config, logLevel: 'silent' }, database })
      try {
        await other.ready()
        const signedOut = await other.inject({ method: 'DELETE', url: '/api/auth/tokens/current', headers: { host: hostA, authorization: `Bearer ${token}` } })
        expect(signedOut.statusCode).toBe(204)
        expect(await stream.endsWithin(promptly)).toBe('ended')
      } finally {
        stream.close()
        await other.close()
        await database.close()
      }
    })
  }
})
