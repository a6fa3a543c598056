import { clientSchema, type Client, type ClientCreate } from '../../../domain/client'
import { brandPath, invoicesApi } from './invoices-api'

export const createClientApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    createClient: build.mutation<Client, { brandId: string; client: ClientCreate }>({
      query: ({ brandId, client }) => ({ url: `${brandPath(brandId)}/clients`, method: 'POST', body: client }),
      extraOptions: { schema: clientSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'Client', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useCreateClientMutation } = createClientApi
