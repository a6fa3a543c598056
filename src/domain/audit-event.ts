import { z } from 'zod'

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
  'events.exported',
  'page.created',
  'page.edited',
  'page.published',
  'page.unpublished',
  'page.deleted',
  'page.restored',
])
export type AuditAction = z.infer<typeof auditActionSchema>
export const auditActions = auditActionSchema.options

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
})
export type AuditEvent = z.infer<typeof auditEventSchema>
export const auditEventListSchema = z.object({ events: z.array(auditEventSchema), next_before: z.string().nullable() })

/** What a list of events may be narrowed to: an action, who did it, a time range, words in the summary. */
export const auditEventFilterSchema = z
  .object({
    action: auditActionSchema.optional(),
    actor: z.uuid('must be the id of a person').optional(),
    from: z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-01T00:00:00Z' }).optional(),
    to: z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-30T23:59:59Z' }).optional(),
    q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    before: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
  })
  .strict()
export type AuditEventFilter = z.infer<typeof auditEventFilterSchema>
