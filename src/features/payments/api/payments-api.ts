import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the payments screens use: recording or refunding a payment
 * refreshes the brand's payments and that payment; a payment link's write refreshes the links.
 */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Payment', 'PaymentLink', 'Invoice'] })

export const brandPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}`

/** What a write to one payment makes stale: itself, the brand's list and the invoices it settles. */
export const paymentWritten = (brandId: string, paymentId: string) => [
  { type: 'Payment' as const, id: paymentId },
  { type: 'Payment' as const, id: `LIST-${brandId}` },
  { type: 'Invoice' as const, id: `LIST-${brandId}` },
]
