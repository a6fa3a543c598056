import { documentListSchema, type DocumentQuery } from '../../../domain/invoice'
import type { z } from 'zod'
import { brandPath, invoicesApi } from './invoices-api'

type DocumentList = z.infer<typeof documentListSchema>

export const listInvoicesApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<DocumentList, { brandId: string; query: DocumentQuery }>({
      query: ({ brandId, query }) => ({ url: `${brandPath(brandId)}/invoices`, params: query }),
      extraOptions: { schema: documentListSchema },
      providesTags: (result, _error, { brandId }) => [
        { type: 'Invoice', id: `LIST-${brandId}` },
        ...(result?.invoices ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
  }),
})

export const { useListInvoicesQuery } = listInvoicesApi
