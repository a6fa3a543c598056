import type { z } from 'zod'
import { clientListSchema } from '../../../domain/client'
import { documentListSchema } from '../../../domain/invoice'
import { brandPath, paymentsApi } from './payments-api'

type ClientList = z.infer<typeof clientListSchema>
type DocumentList = z.infer<typeof documentListSchema>

/** The clients a payment can come from, and a client's invoices it can settle. */
export const listPayersApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    listPayingClients: build.query<ClientList, { brandId: string }>({
      query: ({ brandId }) => `${brandPath(brandId)}/clients`,
      extraOptions: { schema: clientListSchema },
    }),
    listClientInvoices: build.query<DocumentList, { brandId: string; clientId: string }>({
      query: ({ brandId, clientId }) => ({ url: `${brandPath(brandId)}/invoices`, params: { kind: 'invoice', client_id: clientId } }),
      extraOptions: { schema: documentListSchema },
      providesTags: (_result, _error, { brandId }) => [{ type: 'Invoice', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useListPayingClientsQuery, useListClientInvoicesQuery } = listPayersApi
