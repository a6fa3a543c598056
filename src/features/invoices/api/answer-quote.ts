import { clientDocumentSchema, type ClientDocument } from '../../../domain/invoice'
import { invoicesApi } from './invoices-api'
import { linkPath } from './get-client-document'

export const answerQuoteApi = invoicesApi.injectEndpoints({
  endpoints: (build) => ({
    // The page shows a refusal beside the buttons.
    answerQuote: build.mutation<ClientDocument, { token: string; answer: 'accept' | 'decline' }>({
      query: ({ token, answer }) => ({ url: `${linkPath(token)}/${answer}`, method: 'POST' }),
      extraOptions: { schema: clientDocumentSchema, notify: false },
      invalidatesTags: (_result, _error, { token }) => [{ type: 'InvoiceLink', id: token }],
    }),
  }),
})

export const { useAnswerQuoteMutation } = answerQuoteApi
