import { paymentLinkSchema, type PaymentLink, type PaymentLinkUpdate } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

export const updatePaymentLinkApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    updatePaymentLink: build.mutation<PaymentLink, { brandId: string; linkId: string; changes: PaymentLinkUpdate }>({
      query: ({ brandId, linkId, changes }) => ({ url: `${brandPath(brandId)}/payment-links/${encodeURIComponent(linkId)}`, method: 'PATCH', body: changes }),
      extraOptions: { schema: paymentLinkSchema },
      invalidatesTags: (_result, _error, { brandId }) => [{ type: 'PaymentLink', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useUpdatePaymentLinkMutation } = updatePaymentLinkApi
