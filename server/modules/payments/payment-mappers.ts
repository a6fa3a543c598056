import type { Payment, PaymentLink } from '../../../src/domain/payment'
import type { PaymentLinkRow, PaymentRecord } from './payment-repository'

/** The app path a payment link's payers open. */
export const payLinkPath = (token: string) => `/pay/${token}`

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

