import { paymentSchema, type Payment } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

export const getPaymentApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<Payment, { brandId: string; paymentId: string }>({
      query: ({ brandId, paymentId }) => `${brandPath(brandId)}/payments/${encodeURIComponent(paymentId)}`,
      extraOptions: { schema: paymentSchema },
      providesTags: (_result, _error, { paymentId }) => [{ type: 'Payment', id: paymentId }],
    }),
  }),
})

export const { useGetPaymentQuery } = getPaymentApi
