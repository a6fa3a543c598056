import { brandPath, paymentsApi } from './payments-api'

/** The brand's payments as CSV, fetched with the session's token and handed to the screen as text to save. */
export const exportPaymentsApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    exportPayments: build.mutation<string, { brandId: string }>({
      query: ({ brandId }) => ({ url: `${brandPath(brandId)}/payments.csv`, responseHandler: 'text' }),
    }),
  }),
})

export const { useExportPaymentsMutation } = exportPaymentsApi
