import { z } from 'zod'
import { deltaDocumentSchema } from './delta'
import { defaultLocale } from '../i18n/locales'
import { localeSchema } from '../i18n/locale-schema'
import { problem } from './problems'

export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, problem('hexColour'))

/** The eight brand colours a site themes itself from. */
export const siteColorsSchema = z.object({
  body_bg: hexColor,
  body_color: hexColor,
  bg: hexColor,
  color: hexColor,
  primary: hexColor,
  on_primary: hexColor,
  link_color: hexColor,
  body_link_color: hexColor,
})
export type SiteColors = z.infer<typeof siteColorsSchema>
export const siteColorNames = Object.keys(siteColorsSchema.shape) as (keyof SiteColors)[]

/** One entry of the site's navigation: a label and an app path or an absolute http(s) address. */
export const navItemSchema = z.object({
  label: z.string().trim().min(1).max(60),
  to: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine((to) => to.startsWith('/') || /^https?:\/\//i.test(to), problem('navTarget')),
})
export type NavItem = z.infer<typeof navItemSchema>

export const landingSchema = z.object({
  content_1: deltaDocumentSchema,
  content_2: deltaDocumentSchema,
  pricing: deltaDocumentSchema,
})
export type Landing = z.infer<typeof landingSchema>
export const landingBlockNames = ['content_1', 'content_2', 'pricing'] as const
export type LandingBlockName = (typeof landingBlockNames)[number]

/**
 * meta.name is the brand name shown to visitors; index_page is the path "/" shows (the landing),
 * home_page the path a person lands on after signing in.
 */
export const siteMetaSchema = z.object({
  name: z.string().trim().min(1).max(120),
  index_page: z.string().startsWith('/'),
  home_page: z.string().startsWith('/'),
  nav: z.array(navItemSchema).max(20),
  colors: siteColorsSchema,
  landing: landingSchema,
  /** The language visitors get when their browser asks for none the site offers. */
  locale: localeSchema.default(defaultLocale),
  /** The languages the site offers its visitors, its default among them (see refineSiteLanguages). */
  locales: z.array(localeSchema).min(1).max(3).default([defaultLocale]),
})
export type SiteMeta = z.infer<typeof siteMetaSchema>

/** GET /api/sites/{hostname} */
export const siteResponseSchema = z.object({
  site: z.object({
    id: z.string(),
    name: z.string(),
    brand_id: z.string(),
    meta: siteMetaSchema,
  }),
  /** Address of the brand's logo image (served by the API), or null when it has none. */
  logo: z.string().nullable(),
})
export type SiteResponse = z.infer<typeof siteResponseSchema>
