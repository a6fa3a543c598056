import { clientDocumentSchema, type ClientDocument } from '../../../domain/invoice'
import { invoicesApi } from './invoices-api'

export const linkPath = (token: string) => `invoice-links/${encodeURIComponent(token)}`

export const getClientDocumentApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The page says a refused link itself.
    getClientDocument: build.query<ClientDocument, string>({
      query: linkPath,
      extraOptions: { schema: clientDocumentSchema, notify: false },
      providesTags: (_result, _error, token) => [{ type: 'InvoiceLink', id: token }],
    }),
  }),
})

export const { useGetClientDocumentQuery } = getClientDocumentApi
