import { documentSchema, type InvoiceDocument } from '../../../domain/invoice'
import { invoicePath, invoicesApi, invoiceWritten, type InvoiceRef } from './invoices-api'

export const finalizeInvoiceApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The screen shows the server's refusal beside the button.
    finalizeInvoice: build.mutation<InvoiceDocument, InvoiceRef>({
      query: (ref) => ({ url: `${invoicePath(ref)}/finalize`, method: 'POST' }),
      extraOptions: { schema: documentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, invoiceId }) => invoiceWritten(brandId, invoiceId),
    }),
  }),
})

export const { useFinalizeInvoiceMutation } = finalizeInvoiceApi
