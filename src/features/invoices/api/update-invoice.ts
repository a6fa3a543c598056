import type { z } from 'zod'
import { documentSchema, documentUpdateSchema, type InvoiceDocument } from '../../../domain/invoice'
import { invoicePath, invoicesApi, invoiceWritten, type InvoiceRef } from './invoices-api'

export const updateInvoiceApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The editor shows the server's message under the field it names.
    updateInvoice: build.mutation<InvoiceDocument, InvoiceRef & { changes: z.output<typeof documentUpdateSchema> }>({
      query: ({ changes, ...ref }) => ({ url: invoicePath(ref), method: 'PATCH', body: changes }),
      extraOptions: { schema: documentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, invoiceId }) => invoiceWritten(brandId, invoiceId),
    }),
  }),
})

export const { useUpdateInvoiceMutation } = updateInvoiceApi
