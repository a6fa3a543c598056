import { z } from 'zod'
import { emailSchema } from './contact-details'
import { userSchema } from './profile'
import { problem } from './problems'

export const loginCodeSchema = z.string().trim().regex(/^\d{6}$/, problem('loginCode'))

/** POST /api/auth/tokens: without `code` a code is e-mailed; with it, a token is issued. */
export const tokenRequestSchema = z.object({
  email: emailSchema,
  code: loginCodeSchema.nullish(),
})
export type TokenRequest = z.input<typeof tokenRequestSchema>

/** The answer to a code request: the same whether or not the address is known. */
export const codeSentResponseSchema = z.object({ sent: z.literal(true) })
export const tokenResponseSchema = z.object({ token: z.string(), expires_at: z.string() })
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const roleTypes = ['admin', 'member', 'guest'] as const
export const roleTypeSchema = z.enum(roleTypes)
export type RoleType = z.infer<typeof roleTypeSchema>

/** GET /api/auth/me: the caller's role on the current site. */
export const meResponseSchema = z.object({
  id: z.string(),
  type: z.string(),
  site_id: z.string(),
  user: userSchema,
})
export type MeResponse = z.infer<typeof meResponseSchema>

/** POST /api/auth/guests */
export const guestResponseSchema = z.object({ role_id: z.string() })
export type GuestResponse = z.infer<typeof guestResponseSchema>

/** The `code` a suspended person's requests are refused with: on signing in, and by the next request of a session the suspension ended. */
export const accountSuspendedCode = 'account_suspended'
