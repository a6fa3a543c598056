import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import type { Minor } from '../../../src/domain/money/minor-units'
import { formatMoney } from '../../../src/domain/money/money-text'
import { formattingLocales } from '../../../src/i18n/locales'
import { hostA, hostB } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { embeddedFile, pdfText } from '../../unit/invoice-documents/poppler'
import { schemaErrors } from '../../unit/invoice-documents/validators'
import { invoiceKit } from '../invoices/invoice-kit'

// pdftotext's layout puts spaces where the PDF has gaps: compare words, not spacing.
const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f]+/g, ' ')

describe.each(backends)("invoice files: a document's PDF and e-invoices for the brand (%s)", (backend) => {
  const { t, kit } = useTestApp(backend, { per: 'block' })

  async function asAdmin(host: string) {
    const token = await kit.openSession('admin@example.com', host, 'admin')
    const brandId = (await kit.siteOf(host)).brand_id
    const invoices = invoiceKit(kit, host, () => token, () => brandId)
    const documents = (await invoices.call('GET', '/invoices')).json<{ invoices: InvoiceDocument[] }>().invoices
    const file = (document: { id: string }, name: string, as = token) => kit.request({ method: 'GET', url: `/api/brands/${brandId}/invoices/${document.id}/${name}`, host, token: as })
    return { token, brandId, invoices, documents, file }
  }

  const issuedInvoice = (documents: InvoiceDocument[]) => documents.find((document) => document.kind === 'invoice' && document.status !== 'draft' && document.credited > 0)!

  function expectFile(response: LightMyRequestResponse, type: string, name: string) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`)
  }

  it("draws a demo invoice's PDF with its number, every line, its totals and the brand's name", async () => {
    for (const [host, brandName] of [
      [hostA, 'Northwind Studio'],
      [hostB, 'Ember & Oak'],
    ] as const) {
      const { documents, file } = await asAdmin(host)
      const invoice = issuedInvoice(documents)
      const response = await file(invoice, 'pdf')
      expectFile(response, 'application/pdf', `${invoice.number}.pdf`)
      const text = squeezed(pdfText(response.rawPayload))
      const money = (amount: number) => squeezed(formatMoney(amount as Minor, invoice.currency, formattingLocales[invoice.client.language]))
      expect(text).toContain(invoice.number)
      expect(text).toContain(brandName)
      for (const line of invoice.lines) expect(text).toContain(line.description)
      for (const amount of [invoice.totals.tax_exclusive_total, invoice.totals.tax_total, invoice.totals.tax_inclusive_total, invoice.totals.payable]) expect(text).toContain(money(amount))
      // The client pays into the brand's account, quoting the number.
      expect(text).toMatch(/IBAN: (GB33BUKB20201555555555|DE89370400440532013000)/)
    }
  })

  it('writes UBL and CII that pass their XSD schemas, and a Factur-X PDF carrying the CII', async () => {
    const { documents, file } = await asAdmin(hostA)
    const invoice = issuedInvoice(documents)
    const credit = documents.find((document) => document.kind === 'credit_note')!
    for (const document of [invoice, credit]) {
      const ubl = await file(document, 'ubl.xml')
      expectFile(ubl, 'application/xml; charset=utf-8', `${document.number}-ubl.xml`)
      expect(await schemaErrors(ubl.body)).toEqual([])
      expect(ubl.body).toContain(document.kind === 'credit_note' ? '<CreditNote' : '<Invoice')
      // The brand's address says "United Kingdom": the e-invoice names it by its code.
      expect(ubl.body).toContain('<cbc:IdentificationCode>GB</cbc:IdentificationCode>')
      const cii = await file(document, 'cii.xml')
      expectFile(cii, 'application/xml; charset=utf-8', `${document.number}-cii.xml`)
      expect(await schemaErrors(cii.body)).toEqual([])
      expect(cii.body).toContain(`<ram:ID>${document.number}</ram:ID>`)
      const facturX = await file(document, 'factur-x.pdf')
      expectFile(facturX, 'application/pdf', `${document.number}-factur-x.pdf`)
      const attached = embeddedFile(facturX.rawPayload, 'factur-x.xml')
      expect(attached.names).toEqual(['factur-x.xml'])
      expect(attached.bytes?.toString('utf8')).toBe(cii.body)
    }
    // A credit note names the invoice it corrects.
    expect((await file(credit, 'ubl.xml')).body).toContain(invoice.number!)
  })

  it('draws a draft as a preview marked Draft, and writes no e-invoice of a draft or a quote', async () => {
    const { documents, file } = await asAdmin(hostA)
    const draft = documents.find((document) => document.status === 'draft')!
    const preview = await file(draft, 'pdf')
    expectFile(preview, 'application/pdf', `draft-invoice-${draft.id.slice(0, 8)}.pdf`)
    const text = squeezed(pdfText(preview.rawPayload))
    // In the client's language, where the number goes.
    expect(draft.client.language).toBe('de')
    expect(text).toContain('Nummer Entwurf')
    for (const line of draft.lines) expect(text).toContain(line.description)
    const quote = documents.find((document) => document.kind === 'quote')!
    expectFile(await file(quote, 'pdf'), 'application/pdf', `${quote.number}.pdf`)
    for (const [document, said] of [
      [draft, /still a draft/],
      [quote, /A quote has no e-invoice/],
    ] as const) {
      for (const name of ['ubl.xml', 'cii.xml', 'factur-x.pdf']) {
        const refused = await file(document, name)
        expect(refused.statusCode, refused.body).toBe(409)
        expect(refused.json()).toMatchObject({ code: 'no_e_invoice', message: expect.stringMatching(said) })
      }
    }
  })

  it('refuses an e-invoice in a currency of three decimals, in the reader\'s language', async () => {
    const { token, brandId, invoices, file } = await asAdmin(hostA)
    const client = await invoices.client({ currency: 'KWD', address: { lines: ['Street 1'], postcode: '13001', city: 'Kuwait City', country: 'KW' } })
    const invoice = await invoices.issued(client.id)
    expect((await file(invoice, 'pdf')).statusCode).toBe(200)
    const refused = await kit.request({ method: 'GET', url: `/api/brands/${brandId}/invoices/${invoice.id}/ubl.xml`, host: hostA, token, headers: { 'accept-language': 'de' } })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe('Eine E-Rechnung (EN 16931) schreibt Beträge mit höchstens zwei Nachkommastellen, KWD hat mehr: Dieses Dokument gibt es nur als PDF')
  })

  it("answers 403 to a member without view-invoices and 404 for another brand's invoice", async () => {
    const { documents, file } = await asAdmin(hostA)
    const invoice = issuedInvoice(documents)
    const member = await brandPeople(t, kit)('member')
    for (const name of ['pdf', 'ubl.xml', 'cii.xml', 'factur-x.pdf']) expect((await file(invoice, name, member.token)).statusCode).toBe(403)
    const editor = await brandPeople(t, kit)('editor')
    expect((await file(invoice, 'pdf', editor.token)).statusCode).toBe(200)

    const other = issuedInvoice((await asAdmin(hostB)).documents)
    for (const name of ['pdf', 'ubl.xml', 'cii.xml', 'factur-x.pdf']) {
      const missing = await file(other, name)
      expect(missing.statusCode, missing.body).toBe(404)
      expect(missing.json<{ message: string }>().message).toBe('There is no such invoice, quote or credit note here')
    }
  })
})
