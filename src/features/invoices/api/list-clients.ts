import type { z } from 'zod'
import { clientListSchema, type ClientQuery } from '../../../domain/client'
import { brandPath, invoicesApi } from './invoices-api'

type ClientList = z.infer<typeof clientListSchema>

export const listClientsApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<ClientList, { brandId: string; query?: ClientQuery }>({
      query: ({ brandId, query }) => ({ url: `${brandPath(brandId)}/clients`, params: query ?? {} }),
      extraOptions: { schema: clientListSchema },
      providesTags: (result, _error, { brandId }) => [
        { type: 'Client', id: `LIST-${brandId}` },
        ...(result?.clients ?? []).map((client) => ({ type: 'Client' as const, id: client.id })),
      ],
    }),
  }),
})

export const { useListClientsQuery } = listClientsApi
