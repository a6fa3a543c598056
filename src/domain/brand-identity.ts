import { z } from 'zod'
import { addressWordSchema } from './address-word'
import { reservedCardWord } from './card-address'
import { siteMetaSchema } from './site'
import { localeSchema } from '../i18n/locale-schema'
import { problem } from './problems'

/** A brand as its admins edit it: the name people read and the slug in its business page's address. */
export const brandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() })
export type Brand = z.infer<typeof brandSchema>

/** The brand's business page is at /vcard/{slug}: a word no card of the brand and no reserved name may be. */
export const brandSlugSchema = addressWordSchema({ max: 60, example: 'acme-tools', reserved: reservedCardWord })

/** PATCH /api/brands/{brandId} */
export const brandUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    slug: brandSlugSchema,
  })
  .partial()
  .strict()
export type BrandUpdate = z.infer<typeof brandUpdateSchema>

/**
 * PATCH /api/brands/{brandId}/sites/{siteId}: the site's identity (its name, eight colours and
 * navigation; `logo: null` takes the logo away) and its languages (`locales` offered, `locale` the
 * default among them). The landing blocks are not touched.
 */
export const siteIdentityUpdateSchema = siteMetaSchema
  .pick({ name: true, colors: true, nav: true })
  .partial()
  .extend({
    logo: z.null().optional(),
    locale: localeSchema.optional(),
    locales: z
      .array(localeSchema)
      .min(1)
      .refine((offered) => new Set(offered).size === offered.length, problem('eachLanguageOnce'))
      .optional(),
  })
  .strict()
export type SiteIdentityUpdate = z.infer<typeof siteIdentityUpdateSchema>
