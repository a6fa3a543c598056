import Stripe from 'stripe'
import type { Currency } from '../../../src/domain/money/currencies'
import type { Checkout, OnlineProvider, ProviderRefund } from './payment-provider'

type StripeSettings = { secretKey: string; webhookSecret: string | undefined; apiBase: URL | undefined }

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

function checkoutOf(session: Stripe.Checkout.Session): Checkout {
  const details = session.customer_details
  return {
    id: session.id,
    url: session.url,
    paid: session.payment_status === 'paid',
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase() as Currency,
    paymentId: idOf(session.payment_intent),
    payer: [details?.name, details?.email].filter(Boolean).join(' '),
    metadata: Object.fromEntries(Object.entries(session.metadata ?? {}).map(([key, value]) => [key, String(value)])),
  }
}

const refundOf = (refund: Stripe.Refund): ProviderRefund => ({ id: refund.id, paymentId: idOf(refund.payment_intent) ?? '', amount: refund.amount, succeeded: refund.status === 'succeeded' })

/** Stripe through its official SDK: Checkout Sessions, refunds, and its signed webhook events. */
export function stripeProvider(settings: StripeSettings): OnlineProvider {
  const base = settings.apiBase
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
  })
  const missing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404

  return {
    name: 'stripe',
    online: true,

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.title } } }],
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.email && { customer_email: request.email }),
        },
        { idempotencyKey: request.idempotencyKey },
      )
      return { id: session.id, url: session.url ?? '' }
    },

    async findCheckout(id) {
      try {
        return checkoutOf(await stripe.checkout.sessions.retrieve(id))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },

    async findCheckoutOfPayment(paymentId) {
      const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 })
      const [session] = sessions.data
      return session ? checkoutOf(session) : null
    },

    async refund({ paymentId, amount, idempotencyKey }) {
      return refundOf(await stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey }))
    },

    async refundsOf(paymentId) {
      const refunds = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 })
      return refunds.data.map(refundOf)
    },

    readEvent(body, signature) {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      const event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret)
      const object = event.data.object as unknown as { id: string; object: string; payment_intent?: string | { id: string } | null }
      const paymentId = object.object === 'payment_intent' ? object.id : idOf(object.payment_intent)
      return { id: event.id, type: event.type, objectId: object.id, paymentId }
    },
  }
}
