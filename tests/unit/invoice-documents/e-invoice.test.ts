// @vitest-environment node
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { writeCii } from '../../../server/modules/invoices/documents/cii'
import { writeUbl } from '../../../server/modules/invoices/documents/ubl'
import { documentInputSchema } from '../../../src/domain/money/document-input'
import { documentTotals } from '../../../src/domain/money/document-totals'
import { sampleInvoice } from './sample-documents'
import { businessRuleErrors, schemaErrors } from './validators'

const creditNote = sampleInvoice({
  kind: { type: 'credit_note', corrects: { number: 'INV-2026-0042', issue_date: '2026-11-20' } },
  number: 'CN-2026-0007',
  input: documentInputSchema.parse({
    currency: 'EUR',
    prices: 'exclusive',
    lines: [{ quantity: '2', unit_price: 9500, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] }],
  }),
  lines: [{ description: 'Design workshop not held', unit_code: 'HUR' }],
})

// Prices shown with tax in, rounded to CHF's 5 rappen, an exempt line and a credit line.
const swissInclusive = sampleInvoice({
  currency: 'CHF',
  input: documentInputSchema.parse({
    currency: 'CHF',
    prices: 'inclusive',
    cash_rounding: 5,
    lines: [
      { quantity: '3', unit_price: 1999, taxes: [{ name: 'MWST', percent: '8.1', category: 'S' }] },
      { quantity: '1', unit_price: 4550, discount_percent: '5', taxes: [{ name: 'MWST reduziert', percent: '2.6', category: 'S' }] },
      { quantity: '1', unit_price: 12000, taxes: [{ name: 'Exempt: medical care', percent: '0', category: 'E' }] },
      { quantity: '1', unit_price: -1000, taxes: [{ name: 'MWST', percent: '8.1', category: 'S' }] },
    ],
  }),
  lines: [
    { description: 'Coffee', unit_code: 'C62' },
    { description: 'Books', unit_code: 'C62' },
    { description: 'Consultation', unit_code: 'HUR' },
    { description: 'Voucher', unit_code: 'C62' },
  ],
})

const yen = sampleInvoice({
  currency: 'JPY',
  input: documentInputSchema.parse({
    currency: 'JPY',
    prices: 'exclusive',
    lines: [{ quantity: '7', unit_price: 1234, discount_percent: '3', taxes: [{ name: 'Consumption tax', percent: '10', category: 'S' }] }],
  }),
  lines: [{ description: 'Stickers', unit_code: 'C62' }],
})

const documents = { invoice: sampleInvoice(), 'credit note': creditNote, 'inclusive CHF with rounding': swissInclusive, 'yen invoice': yen }
const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false })

describe('the e-invoice of a document', () => {
  for (const [name, view] of Object.entries(documents)) {
    it(`writes the ${name} as UBL that passes the UBL 2.1 schema and the EN 16931 rules`, async () => {
      const xml = writeUbl(view)
      expect(await schemaErrors(xml)).toEqual([])
      expect(businessRuleErrors(xml)).toEqual([])
    })

    it(`writes the ${name} as CII that passes the D16B schema and the EN 16931 rules`, async () => {
      const xml = writeCii(view)
      expect(await schemaErrors(xml)).toEqual([])
      expect(businessRuleErrors(xml)).toEqual([])
    })
  }

  it('writes the totals of documentTotals as BT-106 to BT-115', () => {
    const view = swissInclusive
    const totals = documentTotals(view.input)
    const ubl = parser.parse(writeUbl(view)).Invoice.LegalMonetaryTotal
    const cii = parser.parse(writeCii(view)).CrossIndustryInvoice.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.SpecifiedTradeSettlementHeaderMonetarySummation
    const chf = (minor: number) => (minor / 100).toFixed(2)
    expect(ubl.LineExtensionAmount['#text']).toBe(chf(totals.line_net_total))
    expect(ubl.TaxInclusiveAmount['#text']).toBe(chf(totals.tax_inclusive_total))
    expect(ubl.PayableRoundingAmount['#text']).toBe(chf(totals.rounding))
    expect(ubl.PayableAmount['#text']).toBe(chf(totals.payable))
    expect(cii.TaxTotalAmount['#text']).toBe(chf(totals.tax_total))
    expect(cii.RoundingAmount).toBe(chf(totals.rounding))
    expect(cii.DuePayableAmount).toBe(chf(totals.payable))
  })

  it('names the corrected invoice in a credit note', () => {
    const ubl = parser.parse(writeUbl(creditNote)).CreditNote
    expect(ubl.CreditNoteTypeCode).toBe('381')
    expect(ubl.BillingReference.InvoiceDocumentReference.ID).toBe('INV-2026-0042')
    const cii = parser.parse(writeCii(creditNote)).CrossIndustryInvoice
    expect(cii.ExchangedDocument.TypeCode).toBe('381')
    expect(cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.InvoiceReferencedDocument.IssuerAssignedID).toBe('INV-2026-0042')
  })

  it('refuses to write a quote as an e-invoice', () => {
    expect(() => writeUbl(sampleInvoice({ kind: { type: 'quote' } }))).toThrow(TypeError)
  })

  it('is caught by the validators when a total is wrong or an element is misplaced', async () => {
    const xml = writeUbl(sampleInvoice())
    const wrongTotal = xml.replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]+/, '$10.01')
    expect(businessRuleErrors(wrongTotal).some((error) => error.startsWith('BR-CO-16'))).toBe(true)
    const currency = /\s*<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>/
    const misplaced = xml.replace(currency, '').replace('<cbc:CustomizationID>', '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:CustomizationID>')
    expect(misplaced).not.toBe(xml)
    expect(await schemaErrors(misplaced)).not.toEqual([])
    expect(await schemaErrors(writeCii(sampleInvoice()).replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>380</ram:TypeCode><ram:Name>Rechnung</ram:Name>'))).not.toEqual([])
  })
})
