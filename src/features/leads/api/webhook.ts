import { webhookDeliveryListSchema, webhookSchema } from '../../../domain/webhook'
import type { z } from 'zod'
import { leadsApi } from './leads-api'

type Webhook = z.infer<typeof webhookSchema>
type Deliveries = z.infer<typeof webhookDeliveryListSchema>
const path = (brandId: string) => `brands/${encodeURIComponent(brandId)}/webhook`

/** The brand's webhook: its address and secret, the log of deliveries, and the actions on it. */
export const webhookApi = leadsApi.enhanceEndpoints({ addTagTypes: ['Webhook'] }).injectEndpoints({
  endpoints: (build) => ({
    // A brand without a webhook answers 404: the screen offers to set one, no notification.
    getWebhook: build.query<Webhook, string>({
      query: (brandId) => path(brandId),
      extraOptions: { schema: webhookSchema, notify: false },
      providesTags: ['Webhook'],
    }),
    saveWebhook: build.mutation<Webhook, { brandId: string; url: string; enabled: boolean }>({
      query: ({ brandId, url, enabled }) => ({ url: path(brandId), method: 'PUT', body: { url, enabled } }),
      extraOptions: { schema: webhookSchema, notify: false },
      invalidatesTags: ['Webhook'],
    }),
    rotateWebhookSecret: build.mutation<Webhook, string>({
      query: (brandId) => ({ url: `${path(brandId)}/secret`, method: 'POST' }),
      extraOptions: { schema: webhookSchema },
      invalidatesTags: ['Webhook'],
    }),
    testWebhook: build.mutation<unknown, string>({
      query: (brandId) => ({ url: `${path(brandId)}/test`, method: 'POST' }),
      invalidatesTags: ['Webhook'],
    }),
    listWebhookDeliveries: build.query<Deliveries, string>({
      query: (brandId) => `${path(brandId)}/deliveries`,
      extraOptions: { schema: webhookDeliveryListSchema },
      providesTags: ['Webhook'],
    }),
  }),
})

export const { useGetWebhookQuery, useSaveWebhookMutation, useRotateWebhookSecretMutation, useTestWebhookMutation, useListWebhookDeliveriesQuery } = webhookApi
