import type { Currency } from '../../../src/domain/money/currencies'

/** A checkout opened for one amount: where the payer goes, and what the provider says of it now. */
export type Checkout = {
  id: string
  url: string | null
  /** Whether the money was taken. */
  paid: boolean
  amount: number
  currency: Currency
  /** The provider's id of the money taken, once paid. */
  paymentId: string | null
  /** The name and e-mail the payer gave. */
  payer: string
  /** What was being paid, as the checkout was opened with it. */
  metadata: Record<string, string>
}

type CheckoutRequest = {
  /** Derived from what is being paid, so a request made again opens no second checkout. */
  idempotencyKey: string
  amount: number
  currency: Currency
  title: string
  metadata: Record<string, string>
  successUrl: string
  cancelUrl: string
  email?: string
}

export type ProviderRefund = { id: string; paymentId: string; amount: number; succeeded: boolean }

/** An event the provider sent, once its signature is checked: its id, kind and the id of the object it is about. */
export type ProviderEvent = { id: string; type: string; objectId: string; paymentId: string | null }

/**
 * How a brand's clients pay. `manual`, always there: they transfer to the brand's account with
 * the invoice number as the reference, and a person records the payment. An online provider
 * (Stripe) takes the money at its checkout and tells the server by signed events, which are read
 * for what they name only: the object is fetched again from the provider before anything is
 * recorded.
 */
type ManualProvider = { name: 'manual'; online: false }

export type OnlineProvider = {
  name: 'stripe'
  online: true
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>
  /** The checkout as the provider has it now; null when there is none of that id. */
  findCheckout(id: string): Promise<Checkout | null>
  /** The checkout that took a payment. */
  findCheckoutOfPayment(paymentId: string): Promise<Checkout | null>
  refund(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<ProviderRefund>
  refundsOf(paymentId: string): Promise<ProviderRefund[]>
  /** The event of a request's unparsed body; throws when its signature is not the provider's. */
  readEvent(body: Buffer, signature: string): ProviderEvent
}

export const manualProvider: ManualProvider = { name: 'manual', online: false }

/** The ways this deployment takes payments: by hand always, online when Stripe is set up. */
export type PaymentsOwn = { manual: ManualProvider; online: OnlineProvider | null }
