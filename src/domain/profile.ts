import { z } from 'zod'

/** A person, as they see themselves and as admins see them. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
})
export type User = z.infer<typeof userSchema>

/** PATCH /api/users/me: what a person may change about themselves. */
export const profileUpdateSchema = z
  .object({
    name: z.string({ message: 'must be text' }).trim().max(120, 'must be at most 120 characters'),
    bio: z.string({ message: 'must be text' }).trim().max(2000, 'must be at most 2000 characters'),
  })
  .partial()
  .strict()
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>
