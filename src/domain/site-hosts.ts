import { z } from 'zod'
import { brandSchema } from './brand-identity'
import { siteMetaSchema } from './site'
import { problem } from './problems'

// Labels of letters, digits and inner hyphens, up to 63 characters each (IPv4 addresses pass too).
const hostnamePattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** A host name as a person types it: case and a trailing dot do not matter; a scheme, port or path is refused. */
export const hostnameSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .transform((name) => name.toLowerCase().replace(/\.$/, ''))
  .refine((name) => hostnamePattern.test(name), problem('hostName'))

/** POST /api/brands/{brandId}/sites/{siteId}/hosts */
export const hostAddSchema = z.object({ hostname: hostnameSchema }).strict()
export type HostAdd = z.input<typeof hostAddSchema>

/** One host name of a site, as the brand's Sites screen shows it. */
export const siteHostSchema = z.object({
  hostname: z.string(),
  /** The host links and e-mails use for the site. */
  is_main: z.boolean(),
  /** When the host proved it points here; null while it waits (and serves nothing). */
  verified_at: z.string().nullable(),
  /** When it was last checked and what that check found (null: it answered its token). */
  checked_at: z.string().nullable(),
  check_problem: z.string().nullable(),
  /** What the host must answer, and where, to be verified: only to those who manage the sites, only while unverified. */
  verification: z.object({ token: z.string(), url: z.string() }).nullable(),
})
export type SiteHost = z.infer<typeof siteHostSchema>

export const brandSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  meta: siteMetaSchema,
  logo: z.string().nullable(),
  hosts: z.array(siteHostSchema),
})
export type BrandSite = z.infer<typeof brandSiteSchema>

/** GET /api/brands/{brandId}/sites: the brand and each of its sites with their host names. */
export const brandSitesSchema = z.object({
  brand: brandSchema,
  sites: z.array(brandSiteSchema),
  /** Whether the caller may add, check and remove host names and edit the sites. */
  may_manage: z.boolean(),
})
export type BrandSites = z.infer<typeof brandSitesSchema>
