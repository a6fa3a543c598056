import { z } from 'zod'
import { brandRoleSchema } from './brand-roles'
import { emailSchema } from './contact-details'
import { profileUpdateSchema } from './profile'
import { loginCodeSchema } from './session'
import { problem } from './problems'

/** A person as the people of a site see them, with the card their brand published for them, if any. */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  /** Their published card on this site's brand, at `link` (/vcard/{key}). */
  card: z.object({ key: z.string(), link: z.string() }).nullable(),
  listed: z.boolean(),
  suspended: z.boolean(),
  /** Shown only to the person and to the site's operators; null for anyone else. */
  email: z.string().nullable(),
  /** Their role on this site. */
  role: z.enum(['admin', 'member']),
})
export type Person = z.infer<typeof personSchema>

export const directoryPageSize = 24

/** GET /api/users: words to look for in names and bios (and addresses, for an operator), and the page. */
export const directoryQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number({ message: problem('pageNumber') }).int().min(1).max(10_000).optional(),
  })
  .strict()
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>

/**
 * The directory of a site: the listed people, or everyone with a role on it when an operator
 * (an admin of the site) asks, `operator` says which.
 */
export const directorySchema = z.object({
  people: z.array(personSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  operator: z.boolean(),
})
export type Directory = z.infer<typeof directorySchema>

/** GET /api/users/{id}/overview: their cards of this site's brand and the brands they belong to. */
export const personOverviewSchema = z.object({
  person: personSchema,
  cards: z.array(
    z.object({ id: z.string(), brand_id: z.string(), key: z.string(), name: z.string(), published: z.boolean() }),
  ),
  brands: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), role: brandRoleSchema })),
})
export type PersonOverview = z.infer<typeof personOverviewSchema>

/** PATCH /api/users/{id}: what a person (or an operator) may change of a profile. */
export const personUpdateSchema = profileUpdateSchema.extend({ listed: z.boolean().optional() })
export type PersonUpdate = z.infer<typeof personUpdateSchema>

/** POST /api/users/{id}/email: a code is mailed to the new address. */
export const emailChangeRequestSchema = z.object({ email: emailSchema }).strict()
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>

/** POST /api/users/{id}/email/confirm: the code from that mail switches the address. */
export const emailChangeConfirmSchema = z.object({ code: loginCodeSchema }).strict()
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>

/** The answer to an e-mail change request: the address the code went to. */
export const emailChangeSentSchema = z.object({ sent_to: z.string() })
