import { z } from 'zod'
import { publicCardSchema } from './card'
import { cardAddressSchema, emailSchema, httpUrlSchema, phoneNumberSchema } from './contact-details'

/** What a brand's business page shows besides its cards; empty strings are left out of the page. */
export const brandProfileSchema = z.object({
  about: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: cardAddressSchema.nullable(),
})
export type BrandProfile = z.infer<typeof brandProfileSchema>

/** PATCH /api/brands/{brandId}/profile */
export const brandProfileUpdateSchema = z
  .object({
    about: z.string().trim().max(2000),
    email: z.union([z.literal(''), emailSchema]),
    phone: z.union([z.literal(''), phoneNumberSchema]),
    website: z.union([z.literal(''), httpUrlSchema]),
    address: cardAddressSchema.nullable(),
  })
  .partial()
  .strict()
export type BrandProfileUpdate = z.input<typeof brandProfileUpdateSchema>

/** GET /api/brands/by-slug/{slug}: the business page of the host's brand. */
export const brandPageSchema = z.object({
  brand: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  profile: brandProfileSchema,
  cards: z.array(publicCardSchema),
})
export type BrandPage = z.infer<typeof brandPageSchema>
