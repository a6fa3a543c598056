import { exponentOf, type Currency } from '../../../../src/domain/money/currencies'
import { dec } from '../../../../src/domain/money/decimal'
import { documentTotals, type DocumentTotals } from '../../../../src/domain/money/document-totals'
import type { Minor } from '../../../../src/domain/money/minor-units'
import type { DocumentView } from './document-view'

/**
 * What the UBL and the CII writers share: the document's figures from `documentTotals` (never
 * recomputed here) and each line as EN 16931 wants it. An item's net price (BT-146) may not be
 * negative (BR-27), so a line with a negative price (a credit line on an invoice) is written as a
 * negative quantity of a positive price.
 */
export interface EInvoiceModel {
  view: DocumentView
  totals: DocumentTotals
  /** BT-3: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381'
  lines: EInvoiceLine[]
}

export interface EInvoiceLine {
  id: string
  name: string
  unitCode: string
  /** BT-129, signed. */
  quantity: string
  /** BT-146, never negative. */
  netPrice: string
  /** BT-131 from the calculator. */
  net: string
  /** BG-27: the line's discount (exclusive prices only: with inclusive prices it is inside the net). */
  allowance?: { amount: string; base: string; percent: string }
  /** BT-151, BT-152: the line's first tax (EN 16931 gives a line one). */
  category: string
  percent?: string
}

/** EN 16931's specification identifier (BT-24): the core standard, no CIUS. */
export const en16931 = 'urn:cen.eu:en16931:2017'

/** Categories whose breakdown must say why no tax is charged (BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10). */
export const exemptCategories: ReadonlySet<string> = new Set(['E', 'AE', 'K', 'G', 'O'])

/** A quote is not an e-invoice: only invoices and credit notes are written as UBL or CII. */
export function eInvoiceModel(view: DocumentView): EInvoiceModel {
  if (view.kind.type === 'quote') throw new TypeError('A quote has no e-invoice')
  if (exponentOf(view.currency) > 2) throw new RangeError(`EN 16931 writes amounts with at most two decimals; ${view.currency} has more`)
  const totals = documentTotals(view.input)
  const amount = (value: Minor) => decimalAmount(value, view.currency)
  const lines = view.input.lines.map((line, index): EInvoiceLine => {
    const shown = view.lines[index]
    const figures = totals.lines[index]
    const tax = line.taxes[0]
    if (!shown || !figures || !tax) throw new RangeError(`Line ${index + 1} has no description, figures or tax`)
    const negative = line.unit_price < 0
    const quantity = negative ? `-${line.quantity}` : line.quantity
    const exclusive = view.input.prices === 'exclusive'
    const netPrice = exclusive ? decimalAmount(Math.abs(line.unit_price) as Minor, view.currency) : inclusiveNetPrice(figures.net, line.quantity, view.currency)
    const discounted = exclusive && figures.discount !== 0
    return {
      id: String(index + 1),
      name: shown.description,
      unitCode: shown.unit_code,
      quantity,
      netPrice,
      net: amount(figures.net),
      ...(discounted && line.discount_percent !== undefined
        ? { allowance: { amount: amount(figures.discount), base: amount(figures.amount), percent: dec(line.discount_percent).toString() } }
        : {}),
      category: tax.category,
      ...(tax.category === 'O' ? {} : { percent: dec(tax.percent).toString() }),
    }
  })
  return { view, totals, typeCode: view.kind.type === 'credit_note' ? '381' : '380', lines }
}

/** Minor units as the e-invoice writes an amount: 123450 EUR → "1234.50", −5 → "-0.05", 1234 JPY → "1234". */
export function decimalAmount(value: Minor, currency: Currency): string {
  const exponent = exponentOf(currency)
  const digits = String(Math.abs(value)).padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const text = exponent === 0 ? whole : `${whole}.${digits.slice(digits.length - exponent)}`
  return value < 0 ? `-${text}` : text
}

// With tax-inclusive prices the line's net is worked out of what the client was shown, so the
// item's net price is that net over the quantity (to four decimals, as a price may have).
function inclusiveNetPrice(net: Minor, quantity: string, currency: Currency): string {
  const perUnit = dec(Math.abs(net)).div(dec(quantity)).div(dec(10 ** exponentOf(currency)))
  return perUnit.round(4).toFixed(4)
}
