import type { z } from 'zod'
import { paymentListSchema, type PaymentQuery } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

type PaymentList = z.infer<typeof paymentListSchema>

export const listPaymentsApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    listPayments: build.query<PaymentList, { brandId: string; query: PaymentQuery }>({
      query: ({ brandId, query }) => ({ url: `${brandPath(brandId)}/payments`, params: query }),
      extraOptions: { schema: paymentListSchema },
      providesTags: (result, _error, { brandId }) => [
        { type: 'Payment', id: `LIST-${brandId}` },
        ...(result?.payments ?? []).map((payment) => ({ type: 'Payment' as const, id: payment.id })),
      ],
    }),
  }),
})

export const { useListPaymentsQuery } = listPaymentsApi
