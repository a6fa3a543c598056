import type { z } from 'zod'
import { paymentLinkListSchema } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

type PaymentLinkList = z.infer<typeof paymentLinkListSchema>

export const listPaymentLinksApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    listPaymentLinks: build.query<PaymentLinkList, { brandId: string }>({
      query: ({ brandId }) => `${brandPath(brandId)}/payment-links`,
      extraOptions: { schema: paymentLinkListSchema },
      providesTags: (_result, _error, { brandId }) => [{ type: 'PaymentLink', id: `LIST-${brandId}` }],
    }),
  }),
})

export const { useListPaymentLinksQuery } = listPaymentLinksApi
