import type { ContactMessage } from '../../../domain/contact'
import { leadResponseSchema, type LeadResponse } from '../../../domain/lead'
import { api } from '../../../lib/api/api'

export const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names, so no notification as well.
    sendContactMessage: build.mutation<LeadResponse, ContactMessage>({
      query: (message) => ({ url: 'contact', method: 'POST', body: message }),
      extraOptions: { schema: leadResponseSchema, notify: false },
    }),
  }),
})

export const { useSendContactMessageMutation } = sendContactMessageApi
