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
})
export type Message = z.infer<typeof messageSchema>
export const messageListSchema = z.object({ messages: z.array(messageSchema) })
