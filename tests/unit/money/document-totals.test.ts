import { describe, expect, it } from 'vitest'
import { documentInputSchema } from '../../../src/domain/money/document-input'
import { documentTotals } from '../../../src/domain/money/document-totals'

// Every figure below was worked out by hand, in minor units, as the comment beside it shows.

const vat19 = { name: 'VAT', percent: '19', category: 'S' }
const vat7 = { name: 'VAT reduced', percent: '7', category: 'S' }

function totalsOf(document: unknown) {
  return documentTotals(documentInputSchema.parse(document))
}

describe('documentTotals', () => {
  it('mixes 19 % and 7 %, a decimal quantity and a line discount, and taxes each rate on its total', () => {
    const totals = totalsOf({
      currency: 'EUR',
      prices: 'exclusive',
      lines: [
        { quantity: '3', unit_price: 1999, taxes: [vat19] }, // 59.97
        { quantity: '1.5', unit_price: 1250, taxes: [vat7] }, // 18.75
        { quantity: '2', unit_price: 333, discount_percent: '10', taxes: [vat19] }, // 6.66 − 0.666 → 0.67 = 5.99
      ],
    })
    expect(totals.lines).toEqual([
      { amount: 5997, discount: 0, total: 5997, net: 5997 },
      { amount: 1875, discount: 0, total: 1875, net: 1875 },
      { amount: 666, discount: 67, total: 599, net: 599 },
    ])
    expect(totals.line_net_total).toBe(8471)
    expect(totals.tax_exclusive_total).toBe(8471)
    expect(totals.taxes).toEqual([
      { name: 'VAT', percent: '19', category: 'S', taxable: 6596, tax: 1253 }, // 1253.24
      { name: 'VAT reduced', percent: '7', category: 'S', taxable: 1875, tax: 131 }, // 131.25
    ])
    expect(totals.tax_total).toBe(1384)
    expect(totals.tax_inclusive_total).toBe(9855)
    expect(totals).toMatchObject({ paid: 0, rounding: 0, payable: 9855 })
  })

  it('works VAT out on the rate’s total, not as a sum of per-line tax', () => {
    const line = { quantity: '1', unit_price: 1013, taxes: [vat19] } // 192.47 → 192 each, were it per line
    const totals = totalsOf({ currency: 'EUR', prices: 'exclusive', lines: [line, line, line] })
    expect(totals.taxes).toEqual([{ name: 'VAT', percent: '19', category: 'S', taxable: 3039, tax: 577 }]) // 577.41, not 576
    expect(totals.tax_inclusive_total).toBe(3616)
  })

  it('rounds a decimal quantity and a fractional discount a half away from zero', () => {
    const totals = totalsOf({
      currency: 'EUR',
      prices: 'exclusive',
      lines: [{ quantity: '0.3333', unit_price: 1000, discount_percent: '12.5', taxes: [vat19] }], // 333.3 → 333; 41.625 → 42
    })
    expect(totals.lines).toEqual([{ amount: 333, discount: 42, total: 291, net: 291 }])
    expect(totals.taxes[0]).toMatchObject({ taxable: 291, tax: 55 }) // 55.29
    expect(totals.payable).toBe(346)
  })

  it('rounds an exact half away from zero, for an amount and for its credit', () => {
    const one = { name: 'VAT', percent: '1', category: 'S' }
    const sale = totalsOf({ currency: 'EUR', prices: 'exclusive', lines: [{ quantity: '1', unit_price: 5, discount_percent: '50', taxes: [one] }] })
    expect(sale.lines[0]).toEqual({ amount: 5, discount: 3, total: 2, net: 2 }) // 2.5 → 3
    const half = totalsOf({ currency: 'EUR', prices: 'exclusive', lines: [{ quantity: '1', unit_price: 250, taxes: [one] }] })
    expect(half.tax_total).toBe(3) // 2.5 → 3
    const credit = totalsOf({ currency: 'EUR', prices: 'exclusive', lines: [{ quantity: '1', unit_price: -250, taxes: [one] }] })
    expect(credit.tax_total).toBe(-3) // −2.5 → −3, not −2
    expect(credit.payable).toBe(-253)
  })

  it('keeps what the client was shown as the total for tax-inclusive prices', () => {
    const totals = totalsOf({
      currency: 'EUR',
      prices: 'inclusive',
      lines: [
        { quantity: '1', unit_price: 1190, taxes: [vat19] }, // net 1000 exactly
        { quantity: '2', unit_price: 107, taxes: [vat7] }, // 2.14 → net 2.00 exactly
        { quantity: '1', unit_price: 999, taxes: [vat19] }, // 839.4958 → 839
      ],
    })
    expect(totals.lines.map((line) => line.net)).toEqual([1000, 200, 839])
    expect(totals.lines.map((line) => line.total)).toEqual([1190, 214, 999])
    expect(totals.line_net_total).toBe(2039)
    // 19 %: 1839 × 0.19 = 349.41 → 349, and the unit left over (2403 − 2039 − 349 − 14) goes to it.
    expect(totals.taxes).toEqual([
      { name: 'VAT', percent: '19', category: 'S', taxable: 1839, tax: 350 },
      { name: 'VAT reduced', percent: '7', category: 'S', taxable: 200, tax: 14 },
    ])
    expect(totals.tax_inclusive_total).toBe(2403)
    expect(totals.payable).toBe(2403)
  })

  it('moves an inclusive line’s net by a unit when the rounding of the nets would drift', () => {
    const line = { quantity: '1', unit_price: 999, taxes: [vat19] } // 839.4958 each; drift 0.59 + 0.59 > 1.19 ÷ 2
    const totals = totalsOf({ currency: 'EUR', prices: 'inclusive', lines: [line, line] })
    expect(totals.lines.map((each) => each.net)).toEqual([840, 839])
    expect(totals.taxes[0]).toMatchObject({ taxable: 1679, tax: 319 }) // 319.01
    expect(totals.tax_inclusive_total).toBe(1998)
  })

  it('has no decimals in yen (exponent 0)', () => {
    const consumption = { name: '消費税', percent: '10', category: 'S' }
    const totals = totalsOf({
      currency: 'JPY',
      prices: 'exclusive',
      lines: [
        { quantity: '3', unit_price: 1234, taxes: [consumption] },
        { quantity: '1', unit_price: 105, taxes: [consumption] },
        { quantity: '0.5', unit_price: 999, taxes: [{ name: '軽減税率', percent: '8', category: 'S' }] }, // 499.5 → 500
      ],
    })
    expect(totals.lines.map((line) => line.net)).toEqual([3702, 105, 500])
    expect(totals.taxes.map((tax) => [tax.taxable, tax.tax])).toEqual([[3807, 381], [500, 40]]) // 380.7 → 381
    expect(totals.tax_inclusive_total).toBe(4728)
  })

  it('has three decimals in Kuwaiti dinars (exponent 3)', () => {
    const totals = totalsOf({
      currency: 'KWD',
      prices: 'exclusive',
      lines: [{ quantity: '2.5', unit_price: 1234, taxes: [{ name: 'VAT', percent: '5', category: 'S' }] }], // 3.085 KWD
    })
    expect(totals.line_net_total).toBe(3085)
    expect(totals.tax_total).toBe(154) // 154.25 fils
    expect(totals.payable).toBe(3239)
  })

  it('rounds the amount due to 0.05 CHF in cash and records the rounding', () => {
    const mwst = { name: 'MWST', percent: '8.1', category: 'S' }
    const totals = totalsOf({ currency: 'CHF', prices: 'exclusive', cash_rounding: 5, lines: [{ quantity: '1', unit_price: 1234, taxes: [mwst] }] })
    expect(totals).toMatchObject({ tax_total: 100, tax_inclusive_total: 1334, rounding: 1, payable: 1335 }) // 99.954 → 100; 13.34 → 13.35
    const paid = totalsOf({ currency: 'CHF', prices: 'exclusive', cash_rounding: 5, paid: 1000, lines: [{ quantity: '1', unit_price: 1999, taxes: [mwst] }] })
    expect(paid).toMatchObject({ tax_total: 162, tax_inclusive_total: 2161, paid: 1000, rounding: -1, payable: 1160 }) // 161.919 → 162; 11.61 → 11.60
  })

  it('subtracts what was paid from the amount due', () => {
    const totals = totalsOf({ currency: 'EUR', prices: 'exclusive', paid: 5000, lines: [{ quantity: '1', unit_price: 8471, taxes: [vat19] }] })
    expect(totals).toMatchObject({ tax_total: 1609, tax_inclusive_total: 10080, paid: 5000, rounding: 0, payable: 5080 }) // 1609.49
  })

  it('counts a line with a compound local tax in each of its rates', () => {
    const gst = { name: 'GST', percent: '5', category: 'S' }
    const pst = { name: 'PST', percent: '7', category: 'S' }
    const totals = totalsOf({
      currency: 'CAD',
      prices: 'exclusive',
      lines: [
        { quantity: '1', unit_price: 10000, taxes: [gst, pst] },
        { quantity: '1', unit_price: 2000, taxes: [gst] },
      ],
    })
    expect(totals.taxes).toEqual([
      { name: 'GST', percent: '5', category: 'S', taxable: 12000, tax: 600 },
      { name: 'PST', percent: '7', category: 'S', taxable: 10000, tax: 700 },
    ])
    expect(totals.tax_inclusive_total).toBe(13300)
  })

  it('gives a zero-rated line no tax', () => {
    const totals = totalsOf({
      currency: 'EUR',
      prices: 'inclusive',
      lines: [
        { quantity: '1', unit_price: 1000, taxes: [{ name: 'Export', percent: '0', category: 'G' }] },
        { quantity: '1', unit_price: 1070, taxes: [vat7] },
      ],
    })
    expect(totals.taxes.map((tax) => [tax.category, tax.taxable, tax.tax])).toEqual([['G', 1000, 0], ['S', 1000, 70]])
    expect(totals.tax_inclusive_total).toBe(2070)
  })
})

describe('documentInputSchema', () => {
  const line = { quantity: '1', unit_price: 100, taxes: [vat19] }
  const document = { currency: 'EUR', prices: 'exclusive', lines: [line] }
  const refused = (change: object) => documentInputSchema.safeParse({ ...document, ...change }).success === false
  const refusedLine = (change: object) => refused({ lines: [{ ...line, ...change }] })

  it('takes a plain document', () => {
    expect(documentInputSchema.safeParse(document).success).toBe(true)
  })

  it('refuses quantities out of range or with more than four decimals', () => {
    for (const quantity of ['0', '0.0000', '1.23456', '1000000.0001', '-1', '1e3', '']) expect(refusedLine({ quantity })).toBe(true)
    for (const quantity of ['0.0001', '1000000']) expect(refusedLine({ quantity })).toBe(false)
  })

  it('refuses prices that are not whole minor units', () => {
    expect(refusedLine({ unit_price: 1.5 })).toBe(true)
    expect(refusedLine({ unit_price: 2 ** 53 })).toBe(true)
    expect(refusedLine({ unit_price: 9_000_000_000_000, quantity: '1000' })).toBe(true)
  })

  it('refuses percentages above 100 or with more than three decimals, and rates that do not fit the category', () => {
    expect(refusedLine({ discount_percent: '100.001' })).toBe(true)
    expect(refusedLine({ discount_percent: '7.1234' })).toBe(true)
    expect(refusedLine({ taxes: [{ ...vat19, percent: '0' }] })).toBe(true)
    expect(refusedLine({ taxes: [{ name: 'Zero', percent: '7', category: 'Z' }] })).toBe(true)
    expect(refusedLine({ taxes: [{ name: 'IGIC', percent: '0', category: 'L' }] })).toBe(false)
  })

  it('refuses a line without tax or with one rate twice, and one rate under two names', () => {
    expect(refusedLine({ taxes: [] })).toBe(true)
    expect(refusedLine({ taxes: [vat19, { ...vat19, percent: '19.000', name: 'MwSt' }] })).toBe(true)
    expect(refused({ lines: [line, { ...line, taxes: [{ ...vat19, name: 'MwSt' }] }] })).toBe(true)
  })

  it('takes one to 500 lines, in a known currency', () => {
    expect(refused({ lines: [] })).toBe(true)
    expect(refused({ lines: Array.from({ length: 501 }, () => line) })).toBe(true)
    expect(refused({ lines: Array.from({ length: 500 }, () => line) })).toBe(false)
    expect(refused({ currency: 'XXX' })).toBe(true)
    expect(refused({ currency: 'eur' })).toBe(true)
  })
})
