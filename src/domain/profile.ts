import { z } from 'zod'
import { localeSchema } from '../i18n/locale-schema'

/** A person, as they see themselves and as admins see them. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  /** The language the person chose for the workspace and their mails; null follows the site's. */
  locale: localeSchema.nullable(),
})
export type User = z.infer<typeof userSchema>

/** PATCH /api/users/me: what a person may change about themselves. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().max(120),
    bio: z.string().trim().max(2000),
    locale: localeSchema.nullable(),
  })
  .partial()
  .strict()
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>
