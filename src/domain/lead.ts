import { z } from 'zod'
import { emailSchema, phoneNumberSchema } from './contact-details'

/** POST /api/vcards/{key}/leads: what a visitor leaves on a card. */
export const leadCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(120, 'must be at most 120 characters')
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line, with no control characters'),
    email: emailSchema,
    phone: z.union([z.literal(''), phoneNumberSchema]).default(''),
    message: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
    /** The visitor's guest id (role_id from POST /api/auth/guests) when they have one already. */
    guest_id: z.uuid('must be the role_id of a guest').nullish(),
  })
  .strict()
export type LeadCreate = z.input<typeof leadCreateSchema>

/** The answer to a lead: the guest identity the visitor now has, to send with later leads. */
export const leadResponseSchema = z.object({ id: z.string(), guest_id: z.string() })
export type LeadResponse = z.infer<typeof leadResponseSchema>
