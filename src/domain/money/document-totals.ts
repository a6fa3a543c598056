import type { Currency } from './currencies'
import { dec, roundHalfAway, type Dec } from './decimal'
import { taxKey, type DocumentInput, type DocumentLine } from './document-input'
import { splitInclusive } from './inclusive-prices'
import { minor, minorOf, type Minor } from './minor-units'

/**
 * The one calculator of a quote's, an invoice's or a credit note's figures: the screen, the PDF,
 * the e-invoice (UBL and CII) and the payment all take theirs from here, so they never disagree.
 * It follows EN 16931's rounding: every figure is a whole number of the currency's minor units,
 * a half rounded away from zero (2.5 cents → 3, −2.5 → −3).
 *
 * - A line's amount is quantity × unit price, rounded; its discount is that amount × the
 *   discount's percent, rounded; its total is amount − discount. With exclusive prices the total is
 *   the line's net (BT-131); with inclusive prices it is what the client was shown, tax in, and the
 *   net is worked out as inclusive-prices.ts says.
 * - The sum of line nets (BT-106) is the sum of the rounded nets (BR-CO-10). There are no
 *   document-level allowances or charges yet (BT-107, BT-108), so the tax-exclusive total (BT-109)
 *   equals it (BR-CO-13).
 * - Tax is worked out once per rate, on that rate's taxable amount (BT-116 → BT-117), never summed
 *   from per-line tax, which would drift by up to half a unit per line.
 * - Tax-inclusive total (BT-112) = BT-109 + the tax total (BT-110) (BR-CO-15); the amount due
 *   (BT-115) = BT-112 − paid (BT-113) + rounding (BT-114) (BR-CO-16), the rounding being what takes
 *   the amount due to the cash step, if the document has one (CHF to 5 rappen).
 *
 * Taxes: each entry of `taxes` is one group of the e-invoice's VAT breakdown (BG-23), keyed by
 * category (BT-118) and rate (BT-119) as EN 16931 keys it. EN 16931 gives a line one VAT category
 * and rate (BT-151, BT-152), so a line with two rates (a compound local tax, e.g. a federal and a
 * provincial rate) is written in the e-invoice with its first rate as the line's VAT, and its net
 * counts in the taxable amount of each of its rates' groups, as it does here: each group's tax is
 * still that group's taxable amount × its rate. Category O is written without a rate.
 */
export function documentTotals(document: DocumentInput): DocumentTotals {
  const percents = new Map(document.lines.flatMap((line) => line.taxes.map((tax) => [taxKey(tax), dec(tax.percent)] as const)))
  const shown = document.lines.map((line) => ({ ...lineAmounts(line), taxes: line.taxes }))
  const split = document.prices === 'inclusive' ? splitInclusive(shown.map((line) => ({ total: line.total, taxes: line.taxes.map(taxKey) })), percents) : undefined
  const rows = shown.map((line, index) => ({ ...line, net: split?.nets[index] ?? line.total }))

  const groups = new Map<string, TaxGroup>()
  for (const row of rows) {
    for (const tax of row.taxes) {
      const key = taxKey(tax)
      const group = groups.get(key) ?? { name: tax.name, percent: dec(tax.percent).toString(), category: tax.category, taxable: minor(0), tax: minor(0) }
      groups.set(key, { ...group, taxable: minor(group.taxable + row.net) })
    }
  }
  const taxes = [...groups].map(([key, group]) => ({
    ...group,
    tax: split?.taxes.get(key) ?? minorOf(dec(group.taxable).times(dec(group.percent)).div(dec(100))),
  }))

  const lineNetTotal = sum(rows.map((row) => row.net))
  const taxTotal = sum(taxes.map((group) => group.tax))
  const taxInclusiveTotal = minor(lineNetTotal + taxTotal)
  const paid = document.paid ?? minor(0)
  const due = dec(taxInclusiveTotal).minus(dec(paid))
  const rounding = document.cash_rounding === undefined ? minor(0) : minorOf(toStep(due, document.cash_rounding).minus(due))

  return {
    currency: document.currency,
    prices: document.prices,
    lines: rows.map(({ amount, discount, total, net }) => ({ amount, discount, total, net })),
    line_net_total: lineNetTotal,
    tax_exclusive_total: lineNetTotal,
    taxes,
    tax_total: taxTotal,
    tax_inclusive_total: taxInclusiveTotal,
    paid,
    rounding,
    payable: minorOf(due.plus(dec(rounding))),
  }
}

export interface DocumentTotals {
  currency: Currency
  prices: DocumentInput['prices']
  /** Per line, in the document's order: amount, discount, total as shown, and net (BT-131). */
  lines: LineTotals[]
  /** BT-106: the sum of the lines' nets. */
  line_net_total: Minor
  /** BT-109: without tax. */
  tax_exclusive_total: Minor
  /** BG-23: one group per category and rate. */
  taxes: TaxGroup[]
  /** BT-110. */
  tax_total: Minor
  /** BT-112: with tax. */
  tax_inclusive_total: Minor
  /** BT-113. */
  paid: Minor
  /** BT-114: to the cash step, zero without one. */
  rounding: Minor
  /** BT-115: the amount due. */
  payable: Minor
}

interface LineTotals {
  /** Quantity × unit price, rounded: tax in for inclusive prices, tax out for exclusive (BT-131 before its allowance). */
  amount: Minor
  /** The line's discount (BT-136), in the same terms as the amount. */
  discount: Minor
  /** Amount − discount: what the line shows. */
  total: Minor
  /** BT-131: the line's net, without tax. */
  net: Minor
}

interface TaxGroup {
  name: string
  /** BT-119, as a decimal string ("7.5"). */
  percent: string
  /** BT-118. */
  category: DocumentLine['taxes'][number]['category']
  /** BT-116. */
  taxable: Minor
  /** BT-117. */
  tax: Minor
}

function lineAmounts(line: DocumentLine): Omit<LineTotals, 'net'> {
  const amount = minorOf(dec(line.quantity).times(dec(line.unit_price)))
  const discount = line.discount_percent === undefined ? minor(0) : minorOf(dec(amount).times(dec(line.discount_percent)).div(dec(100)))
  return { amount, discount, total: minor(amount - discount) }
}

// The amount rounded to the nearest multiple of the step, a half away from zero.
function toStep(amount: Dec, step: Minor): Dec {
  return roundHalfAway(amount.div(dec(step))).times(dec(step))
}

function sum(amounts: Minor[]): Minor {
  return minorOf(amounts.reduce((total, amount) => total.plus(dec(amount)), dec(0)))
}
