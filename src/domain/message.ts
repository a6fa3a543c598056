import { z } from 'zod'

export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const

/** A message in a person's inbox: a lead left on one of their cards, or a message from the site's contact page. */
export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(['lead', 'contact']),
  status: z.enum(leadStatuses),
  card: z.object({ id: z.string(), key: z.string() }).nullable(),
  from: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** Whether the person sent their own contact card (.vcf) with their details. */
  sent_own_card: z.boolean(),
})
export type Message = z.infer<typeof messageSchema>
export const messageListSchema = z.object({ messages: z.array(messageSchema) })

/** GET /api/brands/{brandId}/messages: which of the brand's messages, newest first. */
export const inboxQuerySchema = z
  .object({
    status: z.enum(leadStatuses).optional(),
    kind: z.enum(['lead', 'contact']).optional(),
  })
  .strict()
export type InboxQuery = z.infer<typeof inboxQuerySchema>

/** PATCH a message: its status, and read or unread. */
export const messageUpdateSchema = z.object({ status: z.enum(leadStatuses), read: z.boolean() }).partial().strict()
export type MessageUpdate = z.infer<typeof messageUpdateSchema>

/** A note kept inside the brand, or a reply sent to the person by e-mail. */
export const leadNoteSchema = z.object({
  id: z.string(),
  kind: z.enum(['note', 'reply']),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type LeadNote = z.infer<typeof leadNoteSchema>
export const leadNoteListSchema = z.object({ notes: z.array(leadNoteSchema) })

/** POST …/notes and …/replies */
export const leadNoteCreateSchema = z.object({ body: z.string().trim().min(1).max(5000) }).strict()
