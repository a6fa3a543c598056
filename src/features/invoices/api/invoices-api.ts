import { api } from '../../../lib/api/api'

/**
 * The shared API with the tags the invoice screens use: a write to a document refreshes the
 * brand's list and that document; a write to a client refreshes the clients and the documents
 * that name them.
 */
export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoice', 'Client', 'InvoiceLink'] })

export type InvoiceRef = { brandId: string; invoiceId: string }

export const brandPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}`

export const invoicePath = ({ brandId, invoiceId }: InvoiceRef) => `${brandPath(brandId)}/invoices/${encodeURIComponent(invoiceId)}`

/** What a write to one document makes stale: itself and the brand's lists. */
export const invoiceWritten = (brandId: string, invoiceId: string) => [
  { type: 'Invoice' as const, id: invoiceId },
  { type: 'Invoice' as const, id: `LIST-${brandId}` },
]
