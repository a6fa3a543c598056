import { z } from 'zod'
import { emailSchema, phoneNumberSchema } from './contact-details'

/** POST /api/vcards/{key}/leads: what a visitor leaves on a card. */
/** At most this many characters of a visitor's own .vcf: a contact, not a photo album. */
export const maxVisitorVcardLength = 16_000

/** A visitor's own contact card: one vCard, as text, without a byte that text files do not hold. */
export const visitorVcardSchema = z
  .string()
  .max(maxVisitorVcardLength, `must be at most ${maxVisitorVcardLength / 1000} KB; leave the photo out of the card`)
  .refine((text) => /^\s*BEGIN:VCARD\r?\n[\s\S]*\r?\nEND:VCARD\s*$/i.test(text), 'must be a contact card (a .vcf file)')
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'must be a text file')

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
    /** The visitor's own contact card, as the text of a .vcf file they chose; their details are the contact otherwise. */
    vcard: visitorVcardSchema.optional(),
    /** The visitor's guest id (role_id from POST /api/auth/guests) when they have one already. */
    guest_id: z.uuid('must be the role_id of a guest').nullish(),
  })
  .strict()
export type LeadCreate = z.input<typeof leadCreateSchema>

/** The answer to a lead: the guest identity the visitor now has, to send with later leads. */
export const leadResponseSchema = z.object({ id: z.string(), guest_id: z.string() })
export type LeadResponse = z.infer<typeof leadResponseSchema>
