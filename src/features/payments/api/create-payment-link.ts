import { paymentLinkSchema, type PaymentLink, type PaymentLinkCreate } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

export const createPaymentLinkApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    createPaymentLink: build.mutation<PaymentLink, { brandId: string; link: PaymentLinkCreate }>({
      query: ({ brandId, link }) => ({ url: `${brandPath(brandId)}/payment-links`, method: 'POST', body: link }),
      extraOptions: { schema: paymentLinkSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'PaymentLink', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useCreatePaymentLinkMutation } = createPaymentLinkApi
