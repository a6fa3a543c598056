import { z } from 'zod'

/** A person's place in a brand, from most to least trusted. */
export const brandRoles = ['owner', 'admin', 'editor', 'member'] as const
export const brandRoleSchema = z.enum(brandRoles)
export type BrandRole = z.infer<typeof brandRoleSchema>

/**
 * What can be done in a brand. The server's access layer checks each /api route against this table
 * and the app shows only what the table allows, so a rule is written once (docs/workspace.md).
 */
export const brandActions = [
  /** See the brand's workspace: its overview, figures, cards and members. */
  'view-brand',
  /** Edit the brand: name, slug, logo, colours, navigation, business page. */
  'edit-brand',
  /** Add, verify and remove the brand's host names, and edit each site's identity and landing. */
  'manage-sites',
  /** Invite people, change roles below owner, remove members. */
  'manage-members',
  /** Make someone else an owner, or demote an owner. */
  'manage-owners',
  /** Create, edit and delete any of the brand's cards. */
  'edit-cards',
  /** Publish and unpublish any of the brand's cards. */
  'publish-cards',
  /** Edit the content of the card one owns (publishing it is `publish-cards`). */
  'edit-own-card',
  /** Read the leads left on any of the brand's cards. */
  'read-leads',
  /** Read and export the brand's audit log. */
  'read-events',
  /** Create, edit, publish, unpublish and delete the content pages of the brand's sites. */
  'edit-pages',
  /** Offer one's own appointment types and take bookings for them. */
  'offer-appointments',
  /** See every host's bookings, confirm or decline them, and change anyone's appointment types. */
  'manage-appointments',
  /** Upload, edit and delete the brand's videos; every member watches its private ones. */
  'manage-videos',
] as const
export const brandActionSchema = z.enum(brandActions)
export type BrandAction = z.infer<typeof brandActionSchema>

/** The role table: which role may do what. A site's operator (role type `admin`) may do everything. */
export const brandRoleTable: Record<BrandAction, readonly BrandRole[]> = {
  'view-brand': ['owner', 'admin', 'editor', 'member'],
  'edit-brand': ['owner', 'admin'],
  'manage-sites': ['owner', 'admin'],
  'manage-members': ['owner', 'admin'],
  'manage-owners': ['owner'],
  'edit-cards': ['owner', 'admin', 'editor'],
  'publish-cards': ['owner', 'admin', 'editor'],
  'edit-own-card': ['owner', 'admin', 'editor', 'member'],
  'read-leads': ['owner', 'admin', 'editor'],
  'read-events': ['owner', 'admin'],
  'edit-pages': ['owner', 'admin', 'editor'],
  'offer-appointments': ['owner', 'admin', 'editor', 'member'],
  'manage-appointments': ['owner', 'admin'],
  'manage-videos': ['owner', 'admin', 'editor'],
}

/** Whether a brand role, or a site operator (`'operator'`), may do an action. */
export function brandRoleMay(role: BrandRole | 'operator' | null, action: BrandAction): boolean {
  if (role === 'operator') return true
  return role !== null && brandRoleTable[action].includes(role)
}

/** What each action is called where a person reads why they were refused. */
export const brandActionWords: Record<BrandAction, string> = {
  'view-brand': "see this brand's workspace",
  'edit-brand': 'edit this brand',
  'manage-sites': "manage this brand's sites",
  'manage-members': "manage this brand's members",
  'manage-owners': "change this brand's owners",
  'edit-cards': "edit this brand's cards",
  'publish-cards': "publish this brand's cards",
  'edit-own-card': 'edit your own card',
  'read-leads': "read this brand's leads",
  'read-events': "read this brand's audit log",
  'edit-pages': "edit this brand's pages",
  'offer-appointments': 'offer appointments in this brand',
  'manage-appointments': "manage every host's appointments in this brand",
  'manage-videos': "manage this brand's videos",
}
