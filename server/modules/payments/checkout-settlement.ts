import type { Transaction } from '../../db/client'
import type { Checkout, OnlineProvider, ProviderEvent } from './payment-provider'
import type { PaymentRecord, PaymentRepository } from './payment-repository'

/** What a settlement recorded: the payment (null when it was recorded before, or the checkout is not paid). */
export type Settled = { checkout: Checkout | null; recorded: PaymentRecord | null }

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Records the payment of a paid checkout, once: the visitor's return and the provider's event
 * both come here, with the checkout as the provider has it now (never the event's copy of it). The
 * provider's payment id is unique among payments, so of two settlements at once one records it
 * and the other finds it recorded. An invoice's checkout settles what is left of the invoice (the
 * rest is the client's credit); a payment link's is a payment of no invoice.
 */
export async function settleCheckout(payments: PaymentRepository, checkout: Checkout | null, tx: Transaction | null): Promise<Settled> {
  if (!checkout || !checkout.paid || !checkout.paymentId) return { checkout, recorded: null }
  const { brand_id: brandId, invoice_id: invoiceId, client_id: clientId, payment_link_id: paymentLinkId, reference } = checkout.metadata
  if (!brandId) return { checkout, recorded: null }
  const result = await payments.recordPayment(
    tx,
    {
      brandId,
      clientId: clientId ?? null,
      paymentLinkId: paymentLinkId ?? null,
      amount: checkout.amount,
      currency: checkout.currency,
      method: 'card',
      provider: 'stripe',
      providerPaymentId: checkout.paymentId,
      receivedOn: today(),
      reference: reference ?? '',
      note: '',
      payer: checkout.payer,
    },
    invoiceId ? { settle: invoiceId } : [],
  )
  return { checkout, recorded: result.ok ? result.record : null }
}

/**
 * Applies one signed event of the provider, once (its id kept in the transaction of its effect).
 * A checkout's event settles the checkout; a refund's records the payment's refunds as the
 * provider has them, settling the payment's checkout first when its event is still to come.
 * Events of other kinds are kept as seen and change nothing.
 */
export async function applyProviderEvent(payments: PaymentRepository, provider: OnlineProvider, event: ProviderEvent): Promise<Settled[]> {
  const settled: Settled[] = []
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const checkout = await provider.findCheckout(event.objectId)
    await payments.applyEventOnce('stripe', event, async (tx) => void settled.push(await settleCheckout(payments, checkout, tx)))
    return settled
  }
  if ((event.type.startsWith('charge.refund') || event.type.startsWith('refund.')) && event.paymentId) {
    const paymentId = event.paymentId
    const recordedBefore = await payments.findByProviderPayment('stripe', paymentId)
    const checkout = recordedBefore ? null : await provider.findCheckoutOfPayment(paymentId)
    const refunds = (await provider.refundsOf(paymentId)).filter((refund) => refund.succeeded)
    await payments.applyEventOnce('stripe', event, async (tx) => {
      if (checkout) settled.push(await settleCheckout(payments, checkout, tx))
      const payment = await payments.findByProviderPayment('stripe', paymentId, tx)
      if (!payment) return
      for (const refund of refunds) {
        await payments.recordRefund(tx, payment.brandId, payment.id, { amount: refund.amount, invoiceId: null, reason: '', refundedOn: today(), providerRefundId: refund.id })
      }
    })
    return settled
  }
  await payments.applyEventOnce('stripe', event, async () => undefined)
  return settled
}
