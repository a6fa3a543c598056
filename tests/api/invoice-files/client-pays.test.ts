import { describe, expect, it } from 'vitest'
import type { ClientDocument } from '../../../src/domain/invoice'
import type { Minor } from '../../../src/domain/money/minor-units'
import { formatMoney } from '../../../src/domain/money/money-text'
import type { Payment } from '../../../src/domain/payment'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { embeddedFile, pdfText } from '../../unit/invoice-documents/poppler'
import { schemaErrors } from '../../unit/invoice-documents/validators'
import { aLine, invoiceKit } from '../invoices/invoice-kit'

const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f]+/g, ' ')

/** The demo brand's bank details (the payments module's demo). */
const demoBank = { account_holder: 'Northwind Studio Ltd', account: 'GB33 BUKB 2020 1555 5555 55', bic: 'BUKBGB22', bank_name: 'Barclays' }

describe.each(backends)("invoice files: the client's whole path, from the link to paid (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it('lets the client download the PDF and see what to pay without an account, and shows the invoice paid once the admin records the transfer', async () => {
    const token = await kit.openSession('admin@example.com', hostA, 'admin')
    const brandId = (await kit.siteOf(hostA)).brand_id
    const invoices = invoiceKit(kit, hostA, () => token, () => brandId)
    const client = await invoices.client({ name: 'Harbour Lights Ltd', currency: 'GBP', language: 'en', address: { lines: ['1 Quay Road'], postcode: 'BS1 1AA', city: 'Bristol', country: 'GB' } })
    const invoice = await invoices.issued(client.id, {
      lines: [aLine({ description: 'Logo redesign', quantity: '1', unit_price: 120000, taxes: [{ name: 'VAT', percent: '20', category: 'S' }] }), aLine({ description: 'Letterhead layout', quantity: '3', unit_price: 4500, taxes: [{ name: 'VAT', percent: '20', category: 'S' }] })],
    })
    const sent = await invoices.call('POST', `/invoices/${invoice.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    const secret = new URL(sent.json<{ link: string }>().link).pathname.split('/').pop()!
    const asClient = (path = '', host = hostA) => kit.request({ method: 'GET', url: `/api/invoice-links/${secret}${path}`, host })
    const due = invoice.totals.payable
    expect(due).toBe(160200)
    const money = (amount: number) => squeezed(formatMoney(amount as Minor, 'GBP', 'en-GB'))

    // The client opens the link: no account, no token.
    const opened = await asClient()
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json<ClientDocument>()).toMatchObject({ number: invoice.number, balance: due, paid: 0 })

    // … downloads the PDF: the invoice with its lines, the amount due, and how to pay it.
    const pdf = await asClient('/pdf')
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`)
    const text = squeezed(pdfText(pdf.rawPayload))
    for (const words of [invoice.number!, 'Northwind Studio', 'Harbour Lights Ltd', 'Logo redesign', 'Letterhead layout', 'Amount due', money(due), `Reference: ${invoice.number}`, 'IBAN: GB33BUKB20201555555555', 'BIC: BUKBGB22']) {
      expect(text).toContain(words)
    }

    // … and the e-invoices, for their accounting.
    const cii = await asClient('/cii.xml')
    expect(cii.statusCode, cii.body).toBe(200)
    expect(await schemaErrors(cii.body)).toEqual([])
    const ubl = await asClient('/ubl.xml')
    expect(ubl.statusCode, ubl.body).toBe(200)
    expect(await schemaErrors(ubl.body)).toEqual([])
    expect(ubl.body).toContain(`<cbc:PayableAmount currencyID="GBP">1602.00</cbc:PayableAmount>`)
    const facturX = await asClient('/factur-x.pdf')
    expect(facturX.statusCode).toBe(200)
    expect(embeddedFile(facturX.rawPayload, 'factur-x.xml').bytes?.toString('utf8')).toBe(cii.body)

    // The amount due and the bank reference of a transfer.
    const payment = await asClient('/payment')
    expect(payment.statusCode, payment.body).toBe(200)
    expect(payment.json()).toEqual({ currency: 'GBP', amount_due: due, state: 'unpaid', reference: invoice.number, bank: demoBank, card: false })

    // A tampered link, or the link through another brand's site, opens nothing.
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const path of ['/pdf', '/ubl.xml', '/cii.xml', '/factur-x.pdf']) {
      const refused = await kit.request({ method: 'GET', url: `/api/invoice-links/${tampered}${path}`, host: hostA })
      expect(refused.statusCode, path).toBe(404)
      expect(refused.json<{ message: string }>().message).toBe('This link does not open a document here; use the link in your latest mail')
      expect((await asClient(path, hostB)).statusCode, path).toBe(404)
    }

    // The brand's admin records the transfer the client made.
    const recorded = await kit.request({
      method: 'POST',
      url: `/api/brands/${brandId}/payments`,
      host: hostA,
      token,
      payload: { client_id: client.id, amount: due, currency: 'GBP', method: 'bank_transfer', reference: invoice.number, allocations: [{ invoice_id: invoice.id, amount: due }] },
    })
    expect(recorded.statusCode, recorded.body).toBe(201)
    expect(recorded.json<Payment>()).toMatchObject({ amount: due, unallocated: 0, allocations: [{ invoice_id: invoice.id, invoice_number: invoice.number, amount: due }] })

    // The link now shows the invoice paid, nothing left.
    expect((await asClient()).json<ClientDocument>()).toMatchObject({ number: invoice.number, paid: due, balance: 0 })
    expect((await asClient('/payment')).json()).toMatchObject({ amount_due: 0, state: 'paid' })
  })
})
