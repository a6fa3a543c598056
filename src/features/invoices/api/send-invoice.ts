import type { z } from 'zod'
import { documentSentSchema } from '../../../domain/invoice'
import { invoicePath, invoicesApi, invoiceWritten, type InvoiceRef } from './invoices-api'

export const sendInvoiceApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The screen shows the server's refusal beside the button.
    sendInvoice: build.mutation<z.infer<typeof documentSentSchema>, InvoiceRef>({
      query: (ref) => ({ url: `${invoicePath(ref)}/send`, method: 'POST' }),
      extraOptions: { schema: documentSentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, invoiceId }) => invoiceWritten(brandId, invoiceId),
    }),
  }),
})

export const { useSendInvoiceMutation } = sendInvoiceApi
