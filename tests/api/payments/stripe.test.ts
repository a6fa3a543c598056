import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import type { Payment, PaymentLink } from '../../../src/domain/payment'
import { startFakeStripe, type FakeStripe } from '../../helpers/fake-stripe'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { invoiceKit } from '../invoices/invoice-kit'

const webhookSecret = 'whsec_test_marque'

describe.each(backends)('payments through Stripe, each of its events applied once (%s)', (backend) => {
  let stripe: FakeStripe
  // Read when each test's app is made, once the fake listens.
  const env: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret }
  beforeAll(async () => {
    stripe = await startFakeStripe(webhookSecret)
    env.STRIPE_API_BASE = stripe.base
  })
  afterAll(async () => {
    await stripe.stop()
  })
  const { t, kit } = useTestApp(backend, { env })
  let token = ''
  let brandId = ''
  const invoices = invoiceKit(kit, hostA, () => token, () => brandId)

  async function signIn() {
    token = await kit.openSession('admin@example.com', hostA, 'admin')
    brandId = (await kit.siteOf(hostA)).brand_id
  }

  /** An issued invoice sent to a new client, and the token of the client's link. */
  async function sentInvoice() {
    const client = await invoices.client()
    const issued = await invoices.issued(client.id)
    const sent = await invoices.call('POST', `/invoices/${issued.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    return { client, invoice: issued, linkToken: new URL(sent.json<{ link: string }>().link).pathname.split('/').pop()! }
  }

  const checkout = async (linkToken: string) => {
    const opened = await kit.request({ method: 'POST', url: `/api/invoice-links/${linkToken}/checkout`, host: hostA })
    expect(opened.statusCode, opened.body).toBe(200)
    return stripe.sessionOfUrl(opened.json<{ url: string }>().url)
  }
  const webhook = (event: { payload: string; signature: string }, host = hostA) =>
    kit.request({ method: 'POST', url: '/api/payments/stripe/webhook', host, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload })
  const invoice = async (id: string) => (await invoices.call('GET', `/invoices/${id}`)).json<InvoiceDocument>()
  const paymentsOf = async (invoiceId: string) => (await invoices.call('GET', `/payments?invoice_id=${invoiceId}`)).json<{ payments: Payment[] }>().payments
  const count = async (table: string) => Number((await t.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n)

  it('asks Stripe for what is left of the invoice (its payable less what was paid), once however often the client asks', async () => {
    await signIn()
    const { client, invoice: issued, linkToken } = await sentInvoice()
    const part = await invoices.call('POST', '/payments', { client_id: client.id, amount: 5000, currency: 'EUR' })
    expect(part.statusCode, part.body).toBe(201)
    const offer = (await kit.request({ method: 'GET', url: `/api/invoice-links/${linkToken}/payment`, host: hostA })).json<{ amount_due: number; card: boolean }>()
    expect(offer).toMatchObject({ amount_due: issued.totals.payable - 5000, card: true })

    const before = stripe.counts.sessionsMade
    const [first, second] = await Promise.all([checkout(linkToken), checkout(linkToken)])
    expect(first.id).toBe(second.id)
    expect(await checkout(linkToken)).toMatchObject({ id: first.id })
    expect(stripe.counts.sessionsMade).toBe(before + 1)
    expect(first).toMatchObject({ amount_total: issued.totals.payable - 5000, currency: 'eur', metadata: { invoice_id: issued.id, brand_id: brandId } })
    expect(Number.isInteger(first.amount_total)).toBe(true)
    expect(first.success_url).toBe(`http://${hostA}/invoice-links/${linkToken}?checkout={CHECKOUT_SESSION_ID}`)
  })

  it('records a completed checkout once: a duplicate, a late event and the event\'s own copy change nothing', async () => {
    await signIn()
    const { invoice: issued, linkToken } = await sentInvoice()
    const session = await checkout(linkToken)

    // Not paid yet, whatever the event's copy says: nothing is recorded.
    const early = stripe.signed('checkout.session.completed', { ...session, payment_status: 'paid', payment_intent: 'pi_forged' })
    expect((await webhook(early)).statusCode).toBe(200)
    expect(await paymentsOf(issued.id)).toEqual([])

    const paymentIntent = stripe.pay(session.id)
    // The event's copy claims another amount; the session as Stripe has it now is what counts.
    const completed = stripe.signed('checkout.session.completed', { ...stripe.session(session.id), amount_total: 1 })
    expect((await webhook(completed)).statusCode).toBe(200)
    const [payment] = await paymentsOf(issued.id)
    expect(payment).toMatchObject({ amount: issued.totals.payable, method: 'card', provider: 'stripe', reference: issued.number, unallocated: 0, payer: 'Jana Becker jana@nordlicht.example' })
    expect(await invoice(issued.id)).toMatchObject({ paid: issued.totals.payable, balance: 0 })

    const state = async () => ({ payments: await count('payments'), allocations: await count('payment_allocations'), refunds: await count('payment_refunds'), notifications: await count("notifications where kind = 'payment'") })
    const after = await state()
    // The same event again, and a late one of the same checkout.
    expect((await webhook(completed)).statusCode).toBe(200)
    expect((await webhook(stripe.signed('checkout.session.async_payment_succeeded', stripe.session(session.id)!))).statusCode).toBe(200)
    expect(await state()).toEqual(after)
    expect(await paymentsOf(issued.id)).toHaveLength(1)
    const [kept] = await t.query<{ n: string }>("select count(*)::text as n from payments where provider_payment_id = $1", [paymentIntent])
    expect(kept!.n).toBe('1')
  })

  it('refuses an event whose signature is not Stripe\'s, and changes nothing', async () => {
    await signIn()
    const { invoice: issued, linkToken } = await sentInvoice()
    const session = await checkout(linkToken)
    stripe.pay(session.id)
    const forged = stripe.signed('checkout.session.completed', stripe.session(session.id)!, { secret: 'whsec_someone_else' })
    const events = await count('provider_events')
    expect((await webhook(forged)).statusCode).toBe(400)
    const tampered = stripe.signed('checkout.session.completed', stripe.session(session.id)!)
    expect((await webhook({ payload: tampered.payload.replace('"livemode":false}', '"livemode":true}'), signature: tampered.signature })).statusCode).toBe(400)
    const unsigned = await kit.request({ method: 'POST', url: '/api/payments/stripe/webhook', host: hostA, headers: { 'content-type': 'application/json' }, payload: tampered.payload })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json()).toMatchObject({ status: 'error' })
    expect(await count('provider_events')).toBe(events)
    expect(await paymentsOf(issued.id)).toEqual([])
    expect(await invoice(issued.id)).toMatchObject({ paid: 0 })
  })

  it('applies a refund that arrives before its checkout\'s completion, and the completion after it adds nothing', async () => {
    await signIn()
    const { invoice: issued, linkToken } = await sentInvoice()
    const session = await checkout(linkToken)
    const paymentIntent = stripe.pay(session.id)
    const completed = stripe.signed('checkout.session.completed', stripe.session(session.id)!)
    const refund = stripe.refundInDashboard(paymentIntent, 3000)
    const refunded = stripe.signed('charge.refunded', { id: 'ch_test_1', object: 'charge', payment_intent: paymentIntent, amount_refunded: 3000 })

    expect((await webhook(refunded)).statusCode).toBe(200)
    const [payment] = await paymentsOf(issued.id)
    expect(payment).toMatchObject({ amount: issued.totals.payable, refunded: 3000, refunds: [{ amount: 3000 }] })
    expect(await invoice(issued.id)).toMatchObject({ balance: 3000 })

    // The older event, late: the payment is there already.
    expect((await webhook(completed)).statusCode).toBe(200)
    // Stripe's refund.created of the same refund: recorded once by its id.
    expect((await webhook(stripe.signed('refund.created', refund))).statusCode).toBe(200)
    expect(await paymentsOf(issued.id)).toEqual([expect.objectContaining({ id: payment!.id, refunded: 3000 })])
    expect(await count('payment_refunds')).toBe(1)
    expect(await invoice(issued.id)).toMatchObject({ balance: 3000 })
  })

  it('records one payment when the visitor\'s return and the webhook arrive together', async () => {
    await signIn()
    for (let round = 0; round < 5; round++) {
      const { invoice: issued, linkToken } = await sentInvoice()
      const session = await checkout(linkToken)
      stripe.pay(session.id)
      const event = stripe.signed('checkout.session.completed', stripe.session(session.id)!)
      const [returned, hooked, again] = await Promise.all([
        kit.request({ method: 'GET', url: `/api/payments/stripe/return?session_id=${session.id}`, host: hostA }),
        webhook(event),
        kit.request({ method: 'GET', url: `/api/payments/stripe/return?session_id=${session.id}`, host: hostA }),
      ])
      expect(returned.statusCode, returned.body).toBe(200)
      expect(returned.json()).toEqual({ paid: true, amount: issued.totals.payable, currency: 'EUR' })
      expect(hooked.statusCode, hooked.body).toBe(200)
      expect(again.statusCode).toBe(200)
      expect(await paymentsOf(issued.id)).toHaveLength(1)
      expect(await invoice(issued.id)).toMatchObject({ paid: issued.totals.payable, balance: 0 })
    }
    // Another site's brand's checkout is none of its return page's.
    const { linkToken } = await sentInvoice()
    const session = await checkout(linkToken)
    expect((await kit.request({ method: 'GET', url: `/api/payments/stripe/return?session_id=${session.id}`, host: hostB })).statusCode).toBe(404)
  })

  it('refunds a card payment through Stripe once, and its event adds no second refund', async () => {
    await signIn()
    const { invoice: issued, linkToken } = await sentInvoice()
    const session = await checkout(linkToken)
    const paymentIntent = stripe.pay(session.id)
    await kit.request({ method: 'GET', url: `/api/payments/stripe/return?session_id=${session.id}`, host: hostA })
    const [payment] = await paymentsOf(issued.id)
    const before = stripe.counts.refundsMade
    const refunded = await invoices.call('POST', `/payments/${payment!.id}/refunds`, { amount: 2500, invoice_id: issued.id })
    expect(refunded.statusCode, refunded.body).toBe(201)
    expect(stripe.counts.refundsMade).toBe(before + 1)
    const [made] = (await t.query<{ provider_refund_id: string }>('select provider_refund_id from payment_refunds where payment_id = $1', [payment!.id]))
    expect((await webhook(stripe.signed('refund.created', { id: made!.provider_refund_id, object: 'refund', amount: 2500, payment_intent: paymentIntent, status: 'succeeded' }))).statusCode).toBe(200)
    expect(await count('payment_refunds')).toBe(1)
    expect(await invoice(issued.id)).toMatchObject({ balance: 2500 })
  })

  it('takes a payment link\'s amount without an invoice', async () => {
    await signIn()
    const made = await invoices.call('POST', '/payment-links', { title: 'Deposit', amount: 15000, currency: 'EUR' })
    expect(made.statusCode, made.body).toBe(201)
    const link = made.json<PaymentLink>()
    expect((await kit.request({ method: 'GET', url: `/api/pay-links/${link.token}`, host: hostA })).json()).toEqual({ title: 'Deposit', description: '', amount: 15000, currency: 'EUR', card: true })
    // Another brand's site does not open it.
    expect((await kit.request({ method: 'GET', url: `/api/pay-links/${link.token}`, host: hostB })).statusCode).toBe(404)
    const opened = await kit.request({ method: 'POST', url: `/api/pay-links/${link.token}/checkout`, host: hostA, headers: { 'idempotency-key': 'visit-1' } })
    expect(opened.statusCode, opened.body).toBe(200)
    const session = stripe.sessionOfUrl(opened.json<{ url: string }>().url)
    expect(session).toMatchObject({ amount_total: 15000, metadata: { payment_link_id: link.id } })
    stripe.pay(session.id, { name: 'A Donor', email: 'donor@example.org' })
    expect((await webhook(stripe.signed('checkout.session.completed', stripe.session(session.id)!))).statusCode).toBe(200)
    const listed = (await invoices.call('GET', '/payments')).json<{ payments: Payment[] }>().payments
    expect(listed.find((payment) => payment.payment_link_id === link.id)).toMatchObject({ amount: 15000, client_id: null, allocations: [], unallocated: 15000, payer: 'A Donor donor@example.org' })

    // Switched off, the link opens nothing.
    expect((await invoices.call('PATCH', `/payment-links/${link.id}`, { active: false })).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `/api/pay-links/${link.token}`, host: hostA })).statusCode).toBe(404)
    expect((await invoices.call('DELETE', `/payment-links/${link.id}`)).statusCode).toBe(204)
  })
})
