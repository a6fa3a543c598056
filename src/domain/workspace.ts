import { z } from 'zod'
import { brandRoleSchema } from './brand-roles'

/** A brand the person belongs to, with their role in it (`operator` for an admin of a site that shows it). */
export const workspaceBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.union([brandRoleSchema, z.literal('operator')]),
  /** Whether this brand is the one shown on the site being visited: only it can be run through this host. */
  here: z.boolean(),
})
export type WorkspaceBrand = z.infer<typeof workspaceBrandSchema>

/** Something that waits for the person, with where to deal with it. */
export const attentionItemSchema = z.object({
  kind: z.enum(['unread-messages', 'unread-notifications', 'draft-cards', 'pending-invitations', 'unverified-hosts', 'overdue-invoices', 'no-card']),
  text: z.string(),
  link: z.string(),
})
export type AttentionItem = z.infer<typeof attentionItemSchema>

/** GET /api/workspace: what the signed-in person's dashboard and workspace menu show. */
export const workspaceSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** The person's role on this site: `admin` marks a site operator. */
  site_role: z.string(),
  brands: z.array(workspaceBrandSchema),
  /** The cards the person owns; `here` when the card is of this site's brand, so its page is on this site. */
  cards: z.array(z.object({ id: z.string(), brand_id: z.string(), key: z.string(), name: z.string(), published: z.boolean(), here: z.boolean() })),
  unread: z.object({ messages: z.number().int(), notifications: z.number().int() }),
  attention: z.array(attentionItemSchema),
})
export type Workspace = z.infer<typeof workspaceSchema>

/** GET /api/brands/{id}/overview: the brand at a glance; counts over the last 30 days where said. */
export const brandOverviewSchema = z.object({
  brand: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  figures: z.object({
    published_cards: z.number().int(),
    draft_cards: z.number().int(),
    views_30_days: z.number().int(),
    leads_30_days: z.number().int(),
    members: z.number().int(),
  }),
  /** Views and leads per day, oldest first, for the 30 days shown. */
  days: z.array(z.object({ day: z.string(), views: z.number().int(), leads: z.number().int() })),
})
export type BrandOverview = z.infer<typeof brandOverviewSchema>
