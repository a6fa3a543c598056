import { z } from 'zod'
import { cardUpdateSchema } from './card'
import { cardLookOf, type CardDesign } from './card-design'
import { problem } from './problems'

/** What a brand's card template may set on its cards. */
export const templateFields = ['organisation', 'address', 'colors', 'design'] as const
export type TemplateField = (typeof templateFields)[number]

/**
 * A brand's card template: values every new card of the brand starts with, and the fields the
 * brand locks — every card shows the template's value there, and no editor may change it.
 */
export const cardTemplateSchema = z
  .object({
    values: cardUpdateSchema.pick({ organisation: true, address: true, colors: true, design: true }).strict(),
    locked: z
      .array(z.enum(templateFields))
      .max(templateFields.length)
      .refine((locked) => new Set(locked).size === locked.length, problem('eachFieldOnce')),
  })
  .strict()
  .superRefine((template, context) => {
    template.locked.forEach((field, index) => {
      if (template.values[field] === undefined) context.addIssue({ code: 'custom', path: ['locked', index], message: problem('lockedWithoutValue'), params: { field } })
    })
  })
export type CardTemplate = z.infer<typeof cardTemplateSchema>

/**
 * A template field's value as it is compared: a design is its layout, photo shape and cover colour
 * with every default filled in, so `{}` and `{ layout: 'centred' }` are the same design.
 */
export const templateValueOf = (field: TemplateField, value: unknown): unknown => (field === 'design' && value && typeof value === 'object' ? cardLookOf(value as CardDesign) : value)
