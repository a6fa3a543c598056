import type { z } from 'zod'
import { paymentSchema, type Payment, type paymentCreateSchema } from '../../../domain/payment'
import { brandPath, paymentsApi } from './payments-api'

type PaymentCreate = z.output<typeof paymentCreateSchema>

export const recordPaymentApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    // The form shows the server's message under the field it names.
    recordPayment: build.mutation<Payment, { brandId: string; payment: PaymentCreate }>({
      query: ({ brandId, payment }) => ({ url: `${brandPath(brandId)}/payments`, method: 'POST', body: payment }),
      extraOptions: { schema: paymentSchema, notify: false },
      invalidatesTags: (_result, _error, { brandId }) => [
        { type: 'Payment', id: `LIST-${brandId}` },
        { type: 'Invoice', id: `LIST-${brandId}` },
      ],
    }),
  }),
})

export const { useRecordPaymentMutation } = recordPaymentApi
