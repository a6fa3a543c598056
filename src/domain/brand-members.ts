import { z } from 'zod'
import { brandRoleSchema } from './brand-roles'
import { emailSchema } from './contact-details'
import { tokenResponseSchema } from './session'

/** A person who belongs to a brand, as the members list shows them. */
export const brandMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: brandRoleSchema,
  joined_at: z.string(),
})
export type BrandMember = z.infer<typeof brandMemberSchema>

/** Who sent an invitation (null once their account is gone). */
const inviterSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable()

/** An invitation not yet accepted or revoked; an expired one stays listed so it can be sent again. */
export const brandInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: brandRoleSchema,
  invited_by: inviterSchema,
  sent_at: z.string(),
  sent_count: z.number().int(),
  expires_at: z.string(),
  expired: z.boolean(),
})
export type BrandInvitation = z.infer<typeof brandInvitationSchema>

/**
 * GET /api/brands/{brandId}/members: the members and, for those who may manage members, the
 * invitations waiting; `your_role` is the caller's own (`operator` for an admin of the site).
 */
export const brandMemberListSchema = z.object({
  members: z.array(brandMemberSchema),
  invitations: z.array(brandInvitationSchema),
  your_role: z.union([brandRoleSchema, z.literal('operator')]),
})
export type BrandMemberList = z.infer<typeof brandMemberListSchema>

/** PATCH /api/brands/{brandId}/members/{userId} */
export const memberRoleUpdateSchema = z.object({ role: brandRoleSchema }).strict()

/** POST /api/brands/{brandId}/invitations */
export const invitationCreateSchema = z.object({ email: emailSchema, role: brandRoleSchema }).strict()
export type InvitationCreate = z.input<typeof invitationCreateSchema>

/** GET /api/invitations/{token}: what the person invited is shown before they accept. */
export const invitationViewSchema = z.object({
  brand: z.object({ id: z.string(), name: z.string() }),
  role: brandRoleSchema,
  email: z.string(),
  inviter: inviterSchema,
  expires_at: z.string(),
})
export type InvitationView = z.infer<typeof invitationViewSchema>

/** POST /api/invitations/{token}/accept: a session, as a sign-in answers, and the brand joined. */
export const invitationAcceptedSchema = tokenResponseSchema.extend({ brand_id: z.string() })
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>

/**
 * GET /api/users/{userId}/brands: the brands a person belongs to. `here` marks the brand of the site
 * asked through: the one they can open and leave from this site.
 */
export const userBrandListSchema = z.object({
  brands: z.array(z.object({ brand_id: z.string(), name: z.string(), role: brandRoleSchema, joined_at: z.string(), here: z.boolean() })),
})
export type UserBrandList = z.infer<typeof userBrandListSchema>
