import { defineMessages } from '@formatjs/intl'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkoutReturnSchema } from '../../../src/domain/payment'
import type { AppContext } from '../../app-context'
import { HttpError, notFound } from '../../http-error'
import { applyProviderEvent, settleCheckout, type Settled } from './checkout-settlement'
import type { PaymentsOwn, ProviderEvent } from './payment-provider'
import { tellPaymentReceived } from './payment-received'

const words = defineMessages({
  badSignature: { id: 'paymentsErrors.badSignature', defaultMessage: 'This event is not signed by the payment provider' },
  noStripe: { id: 'paymentsErrors.noStripe', defaultMessage: 'Card payments are not set up here' },
  noCheckout: { id: 'paymentsErrors.noCheckout', defaultMessage: 'There is no such checkout here' },
})

/**
 * Stripe's side: its webhook, whose events are checked against their signature on the bytes as
 * they came (so this plugin reads JSON bodies unparsed), and the visitor's return from its
 * checkout. Both settle a checkout through settleCheckout, which records its payment once.
 */
export const stripeRoutes: FastifyPluginAsyncZod<AppContext & PaymentsOwn> = async (app, context) => {
  const { repositories, online } = context
  const payments = repositories.payments

  // Scoped to this plugin: the webhook's body is checked as the bytes Stripe signed.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body))

  const told = async (settled: Settled[], origin: string) => {
    for (const { recorded } of settled) if (recorded) await tellPaymentReceived(context, recorded, origin)
  }

  app.post(
    '/api/payments/stripe/webhook',
    { config: { access: 'public' }, schema: { headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }).passthrough(), response: { 200: z.object({ received: z.boolean() }) } } },
    async (request) => {
      if (!online) throw notFound(words.noStripe)
      let event: ProviderEvent
      try {
        event = online.readEvent(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers['stripe-signature'] ?? '')
      } catch {
        throw new HttpError(400, words.badSignature)
      }
      await told(await applyProviderEvent(payments, online, event), `${request.protocol}://${request.host}`)
      return { received: true }
    },
  )

  app.get(
    '/api/payments/stripe/return',
    { config: { access: 'site' }, schema: { querystring: z.object({ session_id: z.string().min(1).max(300) }).strict(), response: { 200: checkoutReturnSchema } } },
    async (request) => {
      if (!online) throw notFound(words.noStripe)
      const checkout = await online.findCheckout(request.query.session_id)
      // A checkout of another brand's is none here.
      if (!checkout || checkout.metadata.brand_id !== request.site.brandId) throw notFound(words.noCheckout)
      const settled = await settleCheckout(payments, checkout, null)
      await told([settled], `${request.protocol}://${request.host}`)
      return { paid: checkout.paid, amount: checkout.amount, currency: checkout.currency }
    },
  )
}
