import { z } from 'zod'
import { cardAddressSchema } from './contact-details'
import { leadCreateSchema } from './lead'

/** POST /api/contact: a message to the brand from its site's contact page. */
export const contactMessageSchema = leadCreateSchema
  .pick({ name: true, email: true, guest_id: true })
  .extend({ message: z.string().trim().min(1).max(2000) })
  .strict()
export type ContactMessage = z.input<typeof contactMessageSchema>

/** GET /api/contact: how to reach the brand of the host's site (its business page profile). */
export const siteContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: cardAddressSchema.nullable(),
})
export type SiteContact = z.infer<typeof siteContactSchema>
