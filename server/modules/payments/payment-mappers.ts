import { exponentOf, type Currency } from '../../../src/domain/money/currencies'
import type { Payment, PaymentLink } from '../../../src/domain/payment'
import type { PaymentLinkRow, PaymentRecord } from './payment-repository'

/** The app path a payment link's payers open. */
export const payLinkPath = (token: string) => `/pay/${token}`

/** An amount of minor units as a decimal string of the currency's unit: 123450 EUR → "1234.50". */
export function decimalAmount(amount: number, currency: Currency): string {
  const exponent = exponentOf(currency)
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  return `${amount < 0 ? '-' : ''}${exponent === 0 ? whole : `${whole}.${digits.slice(digits.length - exponent)}`}`
}

export function toPayment({ payment, clientName, allocations, refunds }: PaymentRecord): Payment {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0)
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amount, 0)
  return {
    id: payment.id,
    client_id: payment.clientId,
    client_name: clientName,
    payer: payment.payer,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    provider: payment.provider,
    received_on: payment.receivedOn,
    reference: payment.reference,
    note: payment.note,
    payment_link_id: payment.paymentLinkId,
    allocations: allocations.map((allocation) => ({ invoice_id: allocation.invoiceId, invoice_number: allocation.invoiceNumber, amount: allocation.amount })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      invoice_id: refund.documentId,
      reason: refund.reason,
      refunded_on: refund.refundedOn,
      created_at: refund.createdAt.toISOString(),
    })),
    refunded,
    unallocated: payment.amount - allocated - refunded,
    created_at: payment.createdAt.toISOString(),
  }
}

export const toLink = (row: PaymentLinkRow): PaymentLink => ({
  id: row.id,
  token: row.token,
  title: row.title,
  description: row.description,
  amount: row.amount,
  currency: row.currency,
  active: row.active,
  path: payLinkPath(row.token),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

