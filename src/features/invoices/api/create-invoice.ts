import type { z } from 'zod'
import { documentCreateSchema, documentSchema, type InvoiceDocument } from '../../../domain/invoice'
import { brandPath, invoicesApi } from './invoices-api'

export const createInvoiceApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The editor shows the server's message under the field it names.
    createInvoice: build.mutation<InvoiceDocument, { brandId: string; document: z.output<typeof documentCreateSchema> }>({
      query: ({ brandId, document }) => ({ url: `${brandPath(brandId)}/invoices`, method: 'POST', body: document }),
      extraOptions: { schema: documentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'Invoice', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useCreateInvoiceMutation } = createInvoiceApi
