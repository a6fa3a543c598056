import { z } from 'zod'

/** A message in a person's inbox; today every message is a lead left on one of their cards. */
export const messageSchema = z.object({
  id: z.string(),
  card: z.object({ id: z.string(), key: z.string() }).nullable(),
  from: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
})
export type Message = z.infer<typeof messageSchema>
export const messageListSchema = z.object({ messages: z.array(messageSchema) })
