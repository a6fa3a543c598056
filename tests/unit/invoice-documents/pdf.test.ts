// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderFacturX } from '../../../server/modules/invoices/documents/factur-x'
import { renderPdf } from '../../../server/modules/invoices/documents/pdf'
import { writeCii } from '../../../server/modules/invoices/documents/cii'
import { documentInputSchema } from '../../../src/domain/money/document-input'
import { documentTotals } from '../../../src/domain/money/document-totals'
import { formatMoney } from '../../../src/domain/money/money-text'
import { embeddedFile, pdfInfo, pdfText } from './poppler'
import { sampleInvoice } from './sample-documents'

// The creation date, in the Info dictionary and in the XMP, is the one part that changes.
function withoutCreationDate(pdf: Uint8Array, now: Date): string {
  const text = Buffer.from(pdf).toString('latin1')
  const pdfDate = `(D:${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`
  expect(text).toContain(pdfDate)
  return text.replaceAll(pdfDate, '(D:)').replace(/<xmp:CreateDate>[^<]*<\/xmp:CreateDate>/g, '<xmp:CreateDate></xmp:CreateDate>')
}

// pdftotext's layout puts spaces where the PDF has gaps: compare words, not spacing.
const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f]+/g, ' ')

describe('the PDF of a document', () => {
  it('has the same bytes, but for its creation date, each time it is drawn', async () => {
    const view = sampleInvoice({ brand: { ...sampleInvoice().brand, logo: { bytes: tinyPng, type: 'image/png' } } })
    const [now, later] = [new Date('2026-11-29T05:00:00Z'), new Date('2027-01-02T17:45:12Z')]
    const first = await renderPdf(view, { now })
    const second = await renderPdf(view, { now: later })
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false)
    expect(withoutCreationDate(first, now)).toBe(withoutCreationDate(second, later))
    const facturX = [await renderFacturX(view, { now }), await renderFacturX(view, { now: later })] as const
    expect(withoutCreationDate(facturX[0], now)).toBe(withoutCreationDate(facturX[1], later))
  })

  it('shows the brand, the number, every line, the tax breakdown and the totals, in English and in German', async () => {
    for (const [language, locale, title] of [
      ['en', 'en-GB', 'Invoice'],
      ['de', 'de-DE', 'Rechnung'],
    ] as const) {
      const view = sampleInvoice({ language })
      const text = squeezed(pdfText(await renderPdf(view, { now: new Date('2026-11-29T05:00:00Z') })))
      const totals = documentTotals(view.input)
      const money = (amount: number) => squeezed(formatMoney(amount as never, 'EUR', locale))
      expect(text).toContain(title)
      expect(text).toContain('Nordlicht Studio GmbH')
      expect(text).toContain('DE123456789')
      expect(text).toContain('INV-2026-0042')
      expect(text).toContain('Atelier Dupont SARL')
      for (const line of view.lines) expect(text).toContain(line.description)
      for (const line of totals.lines) expect(text).toContain(money(line.total))
      for (const group of totals.taxes) expect(text).toContain(money(group.tax))
      for (const amount of [totals.tax_exclusive_total, totals.tax_total, totals.tax_inclusive_total, totals.paid, totals.payable]) expect(text).toContain(money(amount))
      expect(text).toContain('DE89370400440532013000')
    }
  })

  it('draws an Arabic client’s document right to left in Arabic', async () => {
    const view = sampleInvoice({ language: 'ar' })
    const pdf = await renderPdf(view, { now: new Date('2026-11-29T05:00:00Z') })
    const text = squeezed(pdfText(pdf))
    expect(text).toContain('INV-2026-0042')
    expect(text).toContain('1,542.07')
    // The Arabic font is embedded beside the Latin one.
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/NotoSansArabic/)
  })

  it('runs over as many pages as the lines need, each with its footer', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ quantity: '1', unit_price: 1000 + index, taxes: [{ name: 'VAT', percent: '19', category: 'S' as const }] }))
    const view = sampleInvoice({
      input: documentInputSchema.parse({ currency: 'EUR', prices: 'exclusive', lines }),
      lines: lines.map((_, index) => ({ description: `Item number ${index + 1} with a description long enough to take two lines in the table’s first column`, unit_code: 'C62' })),
    })
    const pdf = await renderPdf(view, { now: new Date('2026-11-29T05:00:00Z') })
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))?.[1])
    expect(pages).toBeGreaterThan(2)
    const text = squeezed(pdfText(pdf))
    expect(text).toContain('Item number 60')
    expect(text).toContain(`Page ${pages} of ${pages}`)
  })
})

describe('the Factur-X PDF of an invoice', () => {
  it('carries the CII as factur-x.xml, byte for byte, as a PDF/A-3 of profile EN 16931', async () => {
    const view = sampleInvoice()
    const pdf = await renderFacturX(view, { now: new Date('2026-11-29T05:00:00Z') })
    const { names, bytes } = embeddedFile(pdf, 'factur-x.xml')
    expect(names).toEqual(['factur-x.xml'])
    expect(bytes?.toString('utf8')).toBe(writeCii(view))
    const metadata = pdfInfo(pdf, '-meta')
    expect(metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/)
    expect(metadata).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/)
    expect(metadata).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/)
    const raw = Buffer.from(pdf).toString('latin1')
    expect(raw).toMatch(/\/AFRelationship \/Alternative/)
    expect(raw).toMatch(/\/OutputIntents/)
    expect(squeezed(pdfText(pdf))).toContain('INV-2026-0042')
  })
})

// A 1×1 PNG, as a brand's logo.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
