import { z } from 'zod'

/** PUT /api/brands/{brandId}/webhook: where the brand's new leads are posted, and whether they are. */
export const webhookUpdateSchema = z
  .object({
    url: z.string().trim().min(1).max(500),
    enabled: z.boolean().default(true),
  })
  .strict()

/** The brand's webhook as its admins see it, secret included (they give it to the receiver). */
export const webhookSchema = z.object({ url: z.string(), enabled: z.boolean(), secret: z.string(), updated_at: z.string() })

/** One try of posting an event to the webhook. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  message_id: z.string().nullable(),
  attempt: z.number(),
  url: z.string(),
  status_code: z.number().nullable(),
  error: z.string(),
  duration_ms: z.number(),
  created_at: z.string(),
})
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) })

/** What a receiver gets: `lead.created` for a lead or a contact-page message, `webhook.test` when an admin asks. */
export type WebhookEvent = {
  event: 'lead.created' | 'webhook.test'
  created_at: string
  data: Record<string, unknown>
}
