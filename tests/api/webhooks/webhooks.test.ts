import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Received = { headers: IncomingMessage['headers']; body: string }

/** A CRM's endpoint on loopback: answers each post with the next status given, and keeps what it got. */
async function receiver(statuses: number[]) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** What a receiver does with the documented scheme (docs/leads.md): HMAC-SHA256 of "timestamp.body" with the secret. */
const signatureOf = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

describe.each(backends)("a brand's webhook (%s)", (backend) => {
  // The first retry comes 1 s after a failed try here (10 s by default).
  const { kit } = useTestApp(backend, { allowLoopbackHttp: true, env: { WEBHOOK_RETRY_SECONDS: '1' } })
  let close: (() => Promise<void>) | null = null
  afterEach(async () => close?.())

  async function brandAdmin() {
    const token = await kit.openSession('admin@example.com', hostA)
    const { brand_id } = await kit.siteOf(hostA)
    return { token, webhookUrl: `/api/brands/${brand_id}/webhook` }
  }

  it('posts a new lead signed with the secret, tries again after a 500, and logs both tries', async () => {
    const crm = await receiver([500, 200])
    close = crm.close
    const { token, webhookUrl } = await brandAdmin()
    const set = await kit.request({ method: 'PUT', url: webhookUrl, host: hostA, token, payload: { url: crm.url } })
    expect(set.statusCode, set.body).toBe(200)
    const { secret } = set.json<{ secret: string }>()
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)

    const lead = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: 'Rita Buyer', email: 'rita@buyer.example', message: 'Send me a quote' } })
    expect(lead.statusCode).toBe(201)

    await expect.poll(() => crm.received.length, { timeout: 30_000, interval: 200 }).toBe(2)
    for (const delivery of crm.received) {
      const timestamp = String(delivery.headers['x-marque-timestamp'])
      expect(delivery.headers['x-marque-signature']).toBe(signatureOf(secret, timestamp, delivery.body))
      expect(delivery.headers['x-marque-event']).toBe('lead.created')
      expect(JSON.parse(delivery.body)).toMatchObject({ event: 'lead.created', data: { message_id: lead.json<{ id: string }>().id, kind: 'lead', card: { key: 'demo' }, from: { name: 'Rita Buyer', email: 'rita@buyer.example' }, message: 'Send me a quote' } })
    }
    // A body changed on the way no longer matches its signature.
    const first = crm.received[0]!
    expect(signatureOf(secret, String(first.headers['x-marque-timestamp']), first.body.replace('Rita', 'Eve'))).not.toBe(first.headers['x-marque-signature'])

    await expect
      .poll(async () => (await kit.request({ method: 'GET', url: `${webhookUrl}/deliveries`, host: hostA, token })).json<{ deliveries: { attempt: number }[] }>().deliveries.length, { timeout: 10_000, interval: 200 })
      .toBe(2)
    const { deliveries } = (await kit.request({ method: 'GET', url: `${webhookUrl}/deliveries`, host: hostA, token })).json<{ deliveries: { attempt: number; status_code: number; error: string }[] }>()
    expect(deliveries.map(({ attempt, status_code, error }) => ({ attempt, status_code, error }))).toEqual([
      { attempt: 2, status_code: 200, error: '' },
      { attempt: 1, status_code: 500, error: 'The receiver answered 500' },
    ])
  })

  it('refuses an address that is not https, or names a machine by number, and lets only brand admins see the secret', async () => {
    const { token, webhookUrl } = await brandAdmin()
    for (const url of ['http://crm.example.com/hook', 'https://10.0.0.7/hook', 'ftp://crm.example.com', 'not an address']) {
      const refused = await kit.request({ method: 'PUT', url: webhookUrl, host: hostA, token, payload: { url } })
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json<{ field: string }>().field).toBe('url')
    }
    expect((await kit.request({ method: 'PUT', url: webhookUrl, host: hostA, token, payload: { url: 'https://crm.example.com/hook' } })).statusCode).toBe(200)
    const member = await kit.openSession('plain.member@example.org', hostA)
    expect((await kit.request({ method: 'GET', url: webhookUrl, host: hostA, token: member })).statusCode).toBe(403)
  })
})
