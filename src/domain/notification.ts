import { z } from 'zod'

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['lead']),
  title: z.string(),
  body: z.string(),
  /** An app path to open, such as /users/{id}/messages. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
})
export type Notification = z.infer<typeof notificationSchema>
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() })
export const notificationUpdateSchema = z.object({ read: z.boolean() }).strict()
