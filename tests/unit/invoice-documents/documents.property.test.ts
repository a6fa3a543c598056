// @vitest-environment node
import fc from 'fast-check'
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { writeCii } from '../../../server/modules/invoices/documents/cii'
import type { DocumentView } from '../../../server/modules/invoices/documents/document-view'
import { decimalAmount } from '../../../server/modules/invoices/documents/e-invoice-model'
import { renderPdf } from '../../../server/modules/invoices/documents/pdf'
import { writeUbl } from '../../../server/modules/invoices/documents/ubl'
import { dec, type Dec } from '../../../src/domain/money/decimal'
import { documentInputSchema } from '../../../src/domain/money/document-input'
import { documentTotals } from '../../../src/domain/money/document-totals'
import { formatMoney } from '../../../src/domain/money/money-text'
import { formattingLocales } from '../../../src/i18n/locales'
import { pdfText } from './poppler'
import { sampleInvoice } from './sample-documents'
import { businessRuleErrors } from './validators'

const taxes = [
  { name: 'VAT', percent: '19', category: 'S' },
  { name: 'Reduced VAT', percent: '7', category: 'S' },
  { name: 'MWST', percent: '8.1', category: 'S' },
  { name: 'Zero rated', percent: '0', category: 'Z' },
  { name: 'Exempt', percent: '0', category: 'E' },
] as const
const provincial = { name: 'Provincial tax', percent: '9.975', category: 'S' } as const

const decimal = (whole: fc.Arbitrary<number>, places: number) =>
  fc.tuple(whole, fc.integer({ min: 0, max: 10 ** places - 1 })).map(([units, fraction]) => (fraction === 0 ? String(units) : `${units}.${String(fraction).padStart(places, '0')}`.replace(/0+$/, '')))

const lineArbitrary = (compound: boolean) =>
  fc.record({
    quantity: decimal(fc.integer({ min: 0, max: 400 }), 3).filter((text) => dec(text).gt(dec(0))),
    unit_price: fc.oneof(fc.integer({ min: 1, max: 250_000 }), fc.integer({ min: -20_000, max: -1 })),
    discount_percent: fc.option(decimal(fc.integer({ min: 0, max: 60 }), 2), { nil: undefined }),
    taxes: compound ? fc.constantFrom([taxes[0]], [taxes[1]], [taxes[3]], [taxes[0], provincial]) : fc.constantFrom(...taxes.map((tax) => [tax])),
    description: fc.constantFrom('Consulting', 'Éclairage LED', 'Übersetzung', 'Hosting (monthly)', 'Travel'),
    unit_code: fc.constantFrom('C62', 'HUR', 'DAY'),
  })

const documentArbitrary = (compound: boolean) =>
  fc
    .record({
      currency: fc.constantFrom('EUR', 'CHF', 'JPY', 'GBP'),
      prices: fc.constantFrom('exclusive', 'inclusive'),
      lines: fc.array(lineArbitrary(compound), { minLength: 1, maxLength: 6 }),
      paid: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      language: fc.constantFrom('en', 'de', 'ar'),
      credit: fc.boolean(),
    })
    .map(({ currency, prices, lines, paid, language, credit }): DocumentView => {
      const input = documentInputSchema.parse({
        currency,
        prices,
        lines: lines.map(({ quantity, unit_price, discount_percent, taxes }) => ({ quantity, unit_price, discount_percent, taxes })),
        paid,
        ...(currency === 'CHF' ? { cash_rounding: 5 } : {}),
      })
      return sampleInvoice({
        currency,
        language,
        input,
        lines: lines.map(({ description, unit_code }) => ({ description, unit_code })),
        ...(credit ? { kind: { type: 'credit_note', corrects: { number: 'INV-2026-0001', issue_date: '2026-10-01' } } } : {}),
      })
    })

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal', 'IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax'].includes(name),
})
type Node = string | { '#text': string } | undefined
const text = (node: unknown): string => (typeof node === 'object' && node !== null ? String((node as { '#text': string })['#text']) : String(node))
const amountOf = (node: unknown): Dec => dec(text(node as Node))
const optional = (node: unknown): Dec => (node === undefined ? dec(0) : amountOf(node))

interface Read {
  lineNet: Dec
  lineNets: Dec[]
  taxExclusive: Dec
  allowances: Dec
  charges: Dec
  taxTotal: Dec
  taxInclusive: Dec
  paid: Dec
  rounding: Dec
  payable: Dec
}

function readUbl(xml: string): Read {
  const parsed = parser.parse(xml)
  const root = parsed.Invoice ?? parsed.CreditNote
  const total = root.LegalMonetaryTotal
  return {
    lineNet: amountOf(total.LineExtensionAmount),
    lineNets: (root.InvoiceLine ?? root.CreditNoteLine).map((line: { LineExtensionAmount: unknown }) => amountOf(line.LineExtensionAmount)),
    taxExclusive: amountOf(total.TaxExclusiveAmount),
    allowances: optional(total.AllowanceTotalAmount),
    charges: optional(total.ChargeTotalAmount),
    taxTotal: amountOf(root.TaxTotal.TaxAmount),
    taxInclusive: amountOf(total.TaxInclusiveAmount),
    paid: optional(total.PrepaidAmount),
    rounding: optional(total.PayableRoundingAmount),
    payable: amountOf(total.PayableAmount),
  }
}

function readCii(xml: string): Read {
  const transaction = parser.parse(xml).CrossIndustryInvoice.SupplyChainTradeTransaction
  const total = transaction.ApplicableHeaderTradeSettlement.SpecifiedTradeSettlementHeaderMonetarySummation
  return {
    lineNet: amountOf(total.LineTotalAmount),
    lineNets: transaction.IncludedSupplyChainTradeLineItem.map((line: { SpecifiedLineTradeSettlement: { SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: unknown } } }) =>
      amountOf(line.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount),
    ),
    taxExclusive: amountOf(total.TaxBasisTotalAmount),
    allowances: optional(total.AllowanceTotalAmount),
    charges: optional(total.ChargeTotalAmount),
    taxTotal: amountOf(total.TaxTotalAmount),
    taxInclusive: amountOf(total.GrandTotalAmount),
    paid: optional(total.TotalPrepaidAmount),
    rounding: optional(total.RoundingAmount),
    payable: amountOf(total.DuePayableAmount),
  }
}

describe('a random document’s PDF and e-invoice', () => {
  it('write the figures of documentTotals, and EN 16931’s BR-CO-10, 13, 15 and 16 hold in the XML', () => {
    fc.assert(
      fc.property(documentArbitrary(true), (view) => {
        const totals = documentTotals(view.input)
        const expected = (value: number) => dec(decimalAmount(value as never, view.currency))
        for (const read of [readUbl(writeUbl(view)), readCii(writeCii(view))]) {
          expect(read.lineNet.eq(expected(totals.line_net_total))).toBe(true)
          expect(read.taxExclusive.eq(expected(totals.tax_exclusive_total))).toBe(true)
          expect(read.taxTotal.eq(expected(totals.tax_total))).toBe(true)
          expect(read.taxInclusive.eq(expected(totals.tax_inclusive_total))).toBe(true)
          expect(read.payable.eq(expected(totals.payable))).toBe(true)
          // BR-CO-10: BT-106 = Σ BT-131.
          expect(read.lineNets.reduce((sum, net) => sum.plus(net), dec(0)).eq(read.lineNet)).toBe(true)
          // BR-CO-13: BT-109 = BT-106 − BT-107 + BT-108.
          expect(read.taxExclusive.eq(read.lineNet.minus(read.allowances).plus(read.charges))).toBe(true)
          // BR-CO-15: BT-112 = BT-109 + BT-110.
          expect(read.taxInclusive.eq(read.taxExclusive.plus(read.taxTotal))).toBe(true)
          // BR-CO-16: BT-115 = BT-112 − BT-113 + BT-114.
          expect(read.payable.eq(read.taxInclusive.minus(read.paid).plus(read.rounding))).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('print the totals of documentTotals in the PDF', async () => {
    await fc.assert(
      fc.asyncProperty(documentArbitrary(true), async (view) => {
        const totals = documentTotals(view.input)
        const locale = formattingLocales[view.language]
        const squeeze = (value: string) => value.replace(/[\s\u00a0\u202f\u200e\u200f\u061c]+/g, '')
        const printed = squeeze(pdfText(await renderPdf(view, { now: new Date('2026-11-29T05:00:00Z') })))
        for (const amount of [totals.tax_exclusive_total, totals.tax_total, totals.tax_inclusive_total, totals.payable]) {
          const shown = squeeze(formatMoney(amount, view.currency, locale))
          // Right to left, the sign and the currency may stand on the number's other side: look for its digits.
          expect(printed).toContain(view.language === 'ar' ? shown.replace(/[^\d.,]/g, '') : shown)
        }
      }),
      { numRuns: Number(process.env.PDF_RUNS ?? 8) },
    )
  })

  it('pass the EN 16931 business rules in UBL and CII (a handful)', () => {
    fc.assert(
      fc.property(documentArbitrary(false), (view) => {
        expect(businessRuleErrors(writeUbl(view))).toEqual([])
        expect(businessRuleErrors(writeCii(view))).toEqual([])
      }),
      { numRuns: 4 },
    )
  })
})
