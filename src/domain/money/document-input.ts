import { z } from 'zod'
import { currencySchema } from './currencies'
import { dec } from './decimal'
import { minor } from './minor-units'
import { problem } from '../problems'

/**
 * What a quote, an invoice or a credit note is made of, as the API and the forms check it before
 * documentTotals computes anything. Quantities and percentages are decimal strings, so what a
 * person typed ("1.5", "7.7") reaches the arithmetic exactly; amounts are minor units.
 */

const maxQuantity = 1_000_000

// Up to 7 whole digits and 4 decimals; the positive-and-at-most-a-million check follows.
const quantitySchema = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,4})?$/, { abort: true, message: problem('quantity') })
  .refine((text) => dec(text).gt(dec(0)) && dec(text).lte(dec(maxQuantity)), { message: problem('quantity') })

const percentSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,3})?$/, { abort: true, message: problem('percent') })
  .refine((text) => dec(text).lte(dec(100)), { message: problem('percent') })

const minorSchema = z.number().refine(Number.isSafeInteger, { message: problem('minorUnits') }).transform(minor)

/** EN 16931's VAT category codes (BT-118, BT-151: UNTDID 5305 as the standard restricts it). */
const taxCategorySchema = z.enum(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'])

// Zero rated, exempt, reverse charge, intra-community, export and outside the scope of VAT carry
// no tax (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05, BR-O-05); the standard rate is above zero
// (BR-S-05). The Canary Islands' and Ceuta and Melilla's taxes (L, M) may be zero or more.
const zeroRated = new Set(['Z', 'E', 'AE', 'K', 'G', 'O'])

const taxSchema = z
  .object({ name: z.string().trim().min(1).max(60), percent: percentSchema, category: taxCategorySchema })
  .refine((tax) => (zeroRated.has(tax.category) ? dec(tax.percent).eq(dec(0)) : tax.category !== 'S' || dec(tax.percent).gt(dec(0))), {
    message: problem('taxFitsCategory'),
    path: ['percent'],
  })

/** One tax, as the document's VAT breakdown keys it: its category and its rate ("7.50" is "7.5"). */
export function taxKey(tax: { category: string; percent: string }): string {
  return `${tax.category} ${dec(tax.percent).toString()}`
}

const lineSchema = z.object({
  quantity: quantitySchema,
  unit_price: minorSchema,
  discount_percent: percentSchema.optional(),
  // Most lines carry one tax; a compound local tax (a federal and a provincial rate) carries two or more.
  taxes: z
    .array(taxSchema)
    .min(1)
    .max(4)
    .refine((taxes) => new Set(taxes.map(taxKey)).size === taxes.length, { message: problem('taxRepeated') }),
})

// Σ |quantity × price| × (1 + rates) bounds every figure the calculator writes; kept within the
// safe integers, none of them can overflow.
function withinSafeIntegers(lines: z.infer<typeof lineSchema>[]): boolean {
  const largest = lines.reduce((sum, line) => {
    const rates = line.taxes.reduce((all, tax) => all.plus(dec(tax.percent)), dec(0))
    return sum.plus(dec(line.quantity).times(dec(line.unit_price).abs()).times(rates.plus(dec(100))).div(dec(100)))
  }, dec(0))
  return largest.lte(dec(Number.MAX_SAFE_INTEGER))
}

// One category and rate is one group of the VAT breakdown, so it has one name on the whole document.
function oneNamePerTax(lines: z.infer<typeof lineSchema>[]): boolean {
  const names = new Map<string, string>()
  return lines.every((line) =>
    line.taxes.every((tax) => {
      const known = names.get(taxKey(tax))
      names.set(taxKey(tax), tax.name)
      return known === undefined || known === tax.name
    }),
  )
}

export const documentInputSchema = z
  .object({
    currency: currencySchema,
    // Whether unit prices include tax (shown to consumers) or exclude it (business to business).
    prices: z.enum(['exclusive', 'inclusive']),
    lines: z.array(lineSchema).min(1).max(500),
    // The step the amount due is rounded to for cash, in minor units: 5 for CHF's 0.05.
    cash_rounding: minorSchema.refine((step) => step > 0, { message: problem('cashStep') }).optional(),
    // What the client has already paid (a deposit, an earlier payment).
    paid: minorSchema.refine((amount) => amount >= 0, { message: problem('notNegative') }).optional(),
  })
  .refine((document) => withinSafeIntegers(document.lines), { message: problem('amountsTooLarge'), path: ['lines'] })
  .refine((document) => oneNamePerTax(document.lines), { message: problem('taxNamedTwice'), path: ['lines'] })

export type DocumentInput = z.output<typeof documentInputSchema>
export type DocumentLine = DocumentInput['lines'][number]
