import type { z } from 'zod'
import { paymentSchema, type Payment, type refundCreateSchema } from '../../../domain/payment'
import { brandPath, paymentsApi, paymentWritten } from './payments-api'

type RefundCreate = z.output<typeof refundCreateSchema>

export const refundPaymentApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    refundPayment: build.mutation<Payment, { brandId: string; paymentId: string; refund: RefundCreate }>({
      query: ({ brandId, paymentId, refund }) => ({ url: `${brandPath(brandId)}/payments/${encodeURIComponent(paymentId)}/refunds`, method: 'POST', body: refund }),
      extraOptions: { schema: paymentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId, paymentId }) => paymentWritten(brandId, paymentId),
    }),
  }),
})

export const { useRefundPaymentMutation } = refundPaymentApi
