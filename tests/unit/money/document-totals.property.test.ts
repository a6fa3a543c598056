import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentInputSchema, type DocumentInput } from '../../../src/domain/money/document-input'
import { documentTotals, type DocumentTotals } from '../../../src/domain/money/document-totals'

// Rates as documents carry them; each category and rate has one name, as the schema requires.
const taxPool = [
  ['S', '19'], ['S', '7'], ['S', '20'], ['S', '5'], ['S', '8.1'], ['S', '2.5'], ['S', '21'], ['S', '9.975'],
  ['S', '0.001'], ['S', '100'], ['Z', '0'], ['E', '0'], ['G', '0'], ['L', '7'], ['L', '0'], ['M', '10'],
].map(([category, percent]) => ({ name: `${category} ${percent}`, category, percent }))

const decimalOf = (units: number, places: number) => new Big(units).div(new Big(10).pow(places)).toString()

const quantity = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map(String),
  fc.integer({ min: 1, max: 10_000_000_000 }).map((units) => decimalOf(units, 4)),
)

const lineOf = (unitPrice: fc.Arbitrary<number>) => fc.record(
  {
    quantity,
    unit_price: unitPrice,
    discount_percent: fc.integer({ min: 0, max: 100_000 }).map((units) => decimalOf(units, 3)),
    taxes: fc.uniqueArray(fc.constantFrom(...taxPool), { minLength: 1, maxLength: 3, selector: (tax) => tax.name }),
  },
  { requiredKeys: ['quantity', 'unit_price', 'taxes'] },
)

const documentOf = (lines: fc.Arbitrary<unknown[]>) => fc
  .record(
    {
      currency: fc.constantFrom('EUR', 'JPY', 'KWD', 'CHF', 'CAD'),
      prices: fc.constantFrom('exclusive', 'inclusive'),
      lines,
      cash_rounding: fc.constantFrom(1, 5, 10, 25, 50, 100),
      paid: fc.integer({ min: 0, max: 1_000_000_000 }),
    },
    { requiredKeys: ['currency', 'prices', 'lines'] },
  )
  .map((raw) => documentInputSchema.safeParse(raw))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data as DocumentInput)

const total = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0)
const roundedTax = (taxable: number, percent: string) => new Big(taxable).times(percent).div(100).round(0, Big.roundHalfUp).toNumber() + 0 // + 0: no −0

// Thousands of everyday documents, and a few long ones, where the rounding of many lines could add up.
const everyday = documentOf(fc.array(lineOf(fc.oneof(fc.integer({ min: -5_000, max: 50_000 }), fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }))), { minLength: 1, maxLength: 20 }))
const long = documentOf(fc.array(lineOf(fc.integer({ min: -2_000, max: 20_000 })), { minLength: 200, maxLength: 500 }))

function everyFigure(totals: DocumentTotals): number[] {
  return [
    ...totals.lines.flatMap((each) => [each.amount, each.discount, each.total, each.net]),
    ...totals.taxes.flatMap((tax) => [tax.taxable, tax.tax]),
    totals.line_net_total, totals.tax_exclusive_total, totals.tax_total, totals.tax_inclusive_total, totals.paid, totals.rounding, totals.payable,
  ]
}

function keepsTheRules(document: DocumentInput) {
        const totals = documentTotals(document)
        for (const figure of everyFigure(totals)) expect(Number.isSafeInteger(figure)).toBe(true)

        expect(totals.line_net_total).toBe(total(totals.lines.map((each) => each.net))) // BR-CO-10
        expect(totals.tax_exclusive_total).toBe(totals.line_net_total - 0 + 0) // BR-CO-13, no allowances or charges
        expect(totals.tax_total).toBe(total(totals.taxes.map((tax) => tax.tax)))
        expect(totals.tax_inclusive_total).toBe(totals.tax_exclusive_total + totals.tax_total) // BR-CO-15
        expect(totals.payable).toBe(totals.tax_inclusive_total - totals.paid + totals.rounding) // BR-CO-16
        expect(totals.paid).toBe(document.paid ?? 0)
        expect(Math.abs(totals.rounding) * 2).toBeLessThanOrEqual(document.cash_rounding ?? 0)
        if (document.cash_rounding) expect(Math.abs(totals.payable % document.cash_rounding)).toBe(0)

        for (const tax of totals.taxes) {
          // Each rate's taxable amount is the sum of the nets of the lines that carry it (BR-S-08 and its kin).
          const carrying = document.lines.flatMap((each, index) => (each.taxes.some((its) => its.category === tax.category && new Big(its.percent).eq(tax.percent)) ? [totals.lines[index]!.net] : []))
          expect(tax.taxable).toBe(total(carrying))
          const expected = roundedTax(tax.taxable, tax.percent) // BR-CO-17
          if (document.prices === 'exclusive') expect(tax.tax).toBe(expected)
          else expect(Math.abs(tax.tax - expected)).toBeLessThanOrEqual(1)
          if (new Big(tax.percent).eq(0)) expect(tax.tax).toBe(0)
        }

        for (const each of totals.lines) expect(each.total).toBe(each.amount - each.discount)
        if (document.prices === 'inclusive') expect(totals.tax_inclusive_total).toBe(total(totals.lines.map((each) => each.total)))
        else for (const each of totals.lines) expect(each.net).toBe(each.total)
}

describe('documentTotals over random documents', () => {
  it('keeps EN 16931’s business rules, in safe integers, and an inclusive document’s shown total', () => {
    fc.assert(fc.property(everyday, keepsTheRules), { numRuns: 2000 })
  })

  it('keeps them on documents of hundreds of lines', () => {
    fc.assert(fc.property(long, keepsTheRules), { numRuns: 40, endOnFailure: true }) // shrinking 500 lines would take minutes
  })
})
