import { documentSchema, type InvoiceDocument } from '../../../domain/invoice'
import { invoicePath, invoicesApi, type InvoiceRef } from './invoices-api'

export const getInvoiceApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<InvoiceDocument, InvoiceRef>({
      query: invoicePath,
      extraOptions: { schema: documentSchema },
      providesTags: (_result, _error, { invoiceId }) => [{ type: 'Invoice', id: invoiceId }],
    }),
  }),
})

export const { useGetInvoiceQuery } = getInvoiceApi
