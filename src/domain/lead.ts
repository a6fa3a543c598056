import { z } from 'zod'
import { emailSchema, phoneNumberSchema } from './contact-details'
import { problem } from './problems'

/** POST /api/vcards/{key}/leads: what a visitor leaves on a card. */
/** At most this many characters of a visitor's own .vcf: a contact, not a photo album. */
export const maxVisitorVcardLength = 16_000

/** A visitor's own contact card: one vCard, as text, without a byte that text files do not hold. */
export const visitorVcardSchema = z
  .string()
  .refine((text) => text.length <= maxVisitorVcardLength, { message: problem('contactCardSize'), params: { kilobytes: maxVisitorVcardLength / 1000 } })
  .refine((text) => /^\s*BEGIN:VCARD\r?\n[\s\S]*\r?\nEND:VCARD\s*$/i.test(text), problem('contactCard'))
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), problem('textFile'))

export const leadCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .regex(/^[^\u0000-\u001f\u007f]*$/, problem('oneLine')),
    email: emailSchema,
    phone: z.union([z.literal(''), phoneNumberSchema]).default(''),
    message: z.string().trim().max(2000).default(''),
    /** The visitor's own contact card, as the text of a .vcf file they chose; their details are the contact otherwise. */
    vcard: visitorVcardSchema.optional(),
    /** The visitor's guest id (role_id from POST /api/auth/guests) when they have one already. */
    guest_id: z.uuid(problem('guest')).nullish(),
  })
  .strict()
export type LeadCreate = z.input<typeof leadCreateSchema>

/** The answer to a lead: the guest identity the visitor now has, to send with later leads. */
export const leadResponseSchema = z.object({ id: z.string(), guest_id: z.string() })
export type LeadResponse = z.infer<typeof leadResponseSchema>
