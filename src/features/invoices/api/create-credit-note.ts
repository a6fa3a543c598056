import { documentSchema, type InvoiceDocument } from '../../../domain/invoice'
import { invoicePath, invoicesApi, invoiceWritten, type InvoiceRef } from './invoices-api'

export const createCreditNoteApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // A draft credit note of all the invoice's lines, to be edited before it is finalized.
    createCreditNote: build.mutation<InvoiceDocument, InvoiceRef>({
      query: (ref) => ({ url: `${invoicePath(ref)}/credit-notes`, method: 'POST', body: {} }),
      extraOptions: { schema: documentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, invoiceId }) => invoiceWritten(brandId, invoiceId),
    }),
  }),
})

export const { useCreateCreditNoteMutation } = createCreditNoteApi
