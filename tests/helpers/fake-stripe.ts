import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Session = {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  metadata: Record<string, string>
  mode: 'payment'
  payment_intent: string | null
  payment_status: 'paid' | 'unpaid'
  status: 'open' | 'complete'
  customer_details: { name: string; email: string } | null
  success_url: string
  cancel_url: string
  url: string
  livemode: false
}

type Refund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded'; currency: string }

/**
 * A local server speaking the parts of Stripe's API the payments module calls: Checkout Sessions
 * (made, read, listed by payment intent) and refunds, with Stripe's replay of a request made again
 * under the same Idempotency-Key. The test plays the payer (`pay`) and Stripe's dashboard
 * (`refundInDashboard`), and signs events as Stripe would (`signed`).
 */
export async function startFakeStripe(webhookSecret: string) {
  const sessions = new Map<string, Session>()
  const refunds: Refund[] = []
  const replies = new Map<string, { status: number; body: unknown }>()
  let made = 0
  const counts = { sessionsMade: 0, refundsMade: 0, requests: [] as string[] }

  const list = <T>(data: T[], url: string) => ({ object: 'list', data, has_more: false, url })
  const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } })

  function createSession(form: URLSearchParams): { status: number; body: unknown } {
    const id = `cs_test_${++made}`
    const metadata: Record<string, string> = {}
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1]
      if (name) metadata[name] = value
    }
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      customer_details: null,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      livemode: false,
    }
    sessions.set(id, session)
    counts.sessionsMade++
    return { status: 200, body: session }
  }

  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const paymentIntent = form.get('payment_intent') ?? ''
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent)
    if (!session) return missing('payment_intent')
    const refunded = refunds.filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0)
    const amount = Number(form.get('amount') ?? session.amount_total - refunded)
    if (amount > session.amount_total - refunded) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount' } } }
    const refund: Refund = { id: `re_test_${++made}`, object: 'refund', amount, payment_intent: paymentIntent, status: 'succeeded', currency: session.currency }
    refunds.push(refund)
    counts.refundsMade++
    return { status: 200, body: refund }
  }

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://fake-stripe')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    counts.requests.push(`${request.method} ${url.pathname}`)
    if (request.headers.authorization !== 'Bearer sk_test_fake') return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const key = request.headers['idempotency-key']
    const replayKey = request.method === 'POST' && typeof key === 'string' ? `${url.pathname} ${key}` : null
    if (replayKey && replies.has(replayKey)) return replies.get(replayKey)!

    let reply: { status: number; body: unknown }
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)?.[1]
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') reply = createSession(form)
    else if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent')
      reply = { status: 200, body: list([...sessions.values()].filter((session) => session.payment_intent === paymentIntent), url.pathname) }
    } else if (request.method === 'GET' && sessionId) reply = sessions.has(sessionId) ? { status: 200, body: sessions.get(sessionId) } : missing('checkout.session')
    else if (request.method === 'POST' && url.pathname === '/v1/refunds') reply = createRefund(form)
    else if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      const paymentIntent = url.searchParams.get('payment_intent')
      reply = { status: 200, body: list(refunds.filter((refund) => refund.payment_intent === paymentIntent), url.pathname) }
    } else reply = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } } }
    if (replayKey) replies.set(replayKey, reply)
    return reply
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    answer(request).then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${made}` })
        response.end(JSON.stringify(body))
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const signer = new Stripe('sk_test_fake')
  let events = 0

  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    session: (id: string) => sessions.get(id),
    sessionOfUrl: (url: string) => [...sessions.values()].find((session) => session.url === url)!,
    /** The payer completes the checkout: the session is paid by a new payment intent. */
    pay(sessionId: string, payer = { name: 'Jana Becker', email: 'jana@nordlicht.example' }): string {
      const session = sessions.get(sessionId)!
      session.payment_intent = `pi_test_${++made}`
      session.payment_status = 'paid'
      session.status = 'complete'
      session.customer_details = payer
      return session.payment_intent
    },
    /** A refund made in Stripe's dashboard, outside the app. */
    refundInDashboard(paymentIntent: string, amount: number): Refund {
      const made = createRefund(new URLSearchParams({ payment_intent: paymentIntent, amount: String(amount) }))
      return made.body as Refund
    },
    /** An event as Stripe sends it: its JSON, and the Stripe-Signature header for it (`secret` to sign it wrongly). */
    signed(type: string, object: object, options: { id?: string; secret?: string } = {}) {
      const payload = JSON.stringify({ id: options.id ?? `evt_test_${++events}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } })
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret }) }
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
