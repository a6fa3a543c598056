import { z } from 'zod'
import { isReservedCardName } from './card-address'
import { siteMetaSchema } from './site'

/** A brand as its admins edit it: the name people read and the slug in its business page's address. */
export const brandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() })
export type Brand = z.infer<typeof brandSchema>

/** Lowercase letters, digits and single hyphens between them: safe in any address as it is. */
export const brandSlugSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'may use only lowercase letters, digits and single hyphens between them, such as acme-tools')
  .refine((slug) => !isReservedCardName(slug), { message: 'is a word the site keeps for itself; choose another' })

/** PATCH /api/brands/{brandId} */
export const brandUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    slug: brandSlugSchema,
  })
  .partial()
  .strict()
export type BrandUpdate = z.infer<typeof brandUpdateSchema>

/**
 * PATCH /api/brands/{brandId}/sites/{siteId}: the site's identity (its name, eight colours and
 * navigation; `logo: null` takes the logo away). The landing blocks are not touched.
 */
export const siteIdentityUpdateSchema = siteMetaSchema
  .pick({ name: true, colors: true, nav: true })
  .partial()
  .extend({ logo: z.null().optional() })
  .strict()
export type SiteIdentityUpdate = z.infer<typeof siteIdentityUpdateSchema>
