import { z } from 'zod'
import { problem } from './problems'

/** Everything the audit log records, named `object.what-happened`. */
export const auditActionSchema = z.enum([
  'session.signed-in',
  'session.sign-in-failed',
  'session.signed-out',
  'brand.edited',
  'card.created',
  'card.edited',
  'card.published',
  'card.unpublished',
  'card.deleted',
  'card.given',
  'member.invited',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'member.role-changed',
  'member.removed',
  'member.left',
  'host.added',
  'host.verified',
  'host.made-main',
  'host.removed',
  'site.edited',
  'user.edited',
  'user.email-changed',
  'user.suspended',
  'user.restored',
  'account.deleted',
  'events.exported',
  'page.created',
  'page.edited',
  'page.published',
  'page.unpublished',
  'page.deleted',
  'page.restored',
  'client.created',
  'client.edited',
  'client.deleted',
  'invoice.created',
  'invoice.edited',
  'invoice.deleted',
  'invoice.finalized',
  'invoice.sent',
  'invoice.voided',
  'payment.recorded',
  'payment.allocated',
  'payment.refunded',
  'payment.settings-changed',
  'payment-link.created',
  'payment-link.edited',
  'payment-link.deleted',
])
export type AuditAction = z.infer<typeof auditActionSchema>
export const auditActions = auditActionSchema.options

/** A value as the log keeps it: text, a number, yes or no, or none; long texts are shortened. */
const recordedValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type RecordedValue = z.infer<typeof recordedValueSchema>

/** One field an edit changed, with its old and new value; a secret's values are never kept. */
export const fieldChangeSchema = z.object({ field: z.string(), from: recordedValueSchema.optional(), to: recordedValueSchema.optional() })
export type FieldChange = z.infer<typeof fieldChangeSchema>

/** A field's name in words: `job_title` is "job title", `logo_upload_id` is "logo". */
export const fieldWords = (field: string) => field.replace(/_upload_id$/, '').replaceAll('_', ' ')

const valueWords = (value: RecordedValue | undefined) =>
  typeof value === 'string' ? `"${value}"` : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value === null || value === undefined ? 'none' : String(value)

/** A change as people read it: `Job title: "" → "Head of sales"`. */
export function changeWords(change: FieldChange): string {
  const words = fieldWords(change.field)
  const label = words.charAt(0).toUpperCase() + words.slice(1)
  if (!('from' in change) && !('to' in change)) return `${label}: changed`
  return `${label}: ${valueWords(change.from)} → ${valueWords(change.to)}`
}

/** One line of the audit log as the API answers it. */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: auditActionSchema,
  object_type: z.string(),
  object_id: z.string().nullable(),
  summary: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  ip: z.string().nullable(),
  /** What an edit changed, field by field (empty for other events). */
  changes: z.array(fieldChangeSchema),
})
export type AuditEvent = z.infer<typeof auditEventSchema>
export const auditEventListSchema = z.object({ events: z.array(auditEventSchema), next_before: z.string().nullable() })

/** What a list of events may be narrowed to: an action, who did it, a time range, words in the summary. */
export const auditEventFilterSchema = z
  .object({
    action: auditActionSchema.optional(),
    actor: z.uuid(problem('person')).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    q: z.string().trim().max(200).optional(),
    before: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
  })
  .strict()
export type AuditEventFilter = z.infer<typeof auditEventFilterSchema>
