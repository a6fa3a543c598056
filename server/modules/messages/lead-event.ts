import type { WebhookEvent } from '../../../src/domain/webhook'

/** A new lead or contact-page message as a brand's webhook receives it (docs/leads.md). */
export function leadEvent(input: {
  messageId: string
  kind: 'lead' | 'contact'
  host: string
  card: { key: string; name: string } | null
  lead: { name: string; email: string; phone: string; message: string }
}): WebhookEvent {
  return {
    event: 'lead.created',
    created_at: new Date().toISOString(),
    data: {
      message_id: input.messageId,
      kind: input.kind,
      site: input.host,
      card: input.card,
      from: { name: input.lead.name, email: input.lead.email, phone: input.lead.phone },
      message: input.lead.message,
    },
  }
}
