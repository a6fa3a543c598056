import { clientSchema, type Client, type ClientUpdate } from '../../../domain/client'
import { brandPath, invoicesApi } from './invoices-api'

export const updateClientApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names. A draft names the client as
    // they are now, so the documents are refreshed too.
    updateClient: build.mutation<Client, { brandId: string; clientId: string; changes: ClientUpdate }>({
      query: ({ brandId, clientId, changes }) => ({ url: `${brandPath(brandId)}/clients/${encodeURIComponent(clientId)}`, method: 'PATCH', body: changes }),
      extraOptions: { schema: clientSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, clientId }) => [
        { type: 'Client', id: clientId },
        { type: 'Client', id: `LIST-${brandId}` },
        { type: 'Invoice', id: `LIST-${brandId}` },
      ],
    }),
  }),
})

export const { useUpdateClientMutation } = updateClientApi
