import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { AuditEvent } from '../../../src/domain/audit-event'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import type { Payment } from '../../../src/domain/payment'
import { hostA, hostB } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { invoiceKit } from '../invoices/invoice-kit'

const bank = { account_holder: 'Northwind Studio Ltd', account: 'GB33 BUKB 2020 1555 5555 55', bic: 'BUKBGB22', bank_name: 'Barclays' }

describe.each(backends)('payments by bank transfer, recorded by hand (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  let token = ''
  let brandId = ''
  const invoices = invoiceKit(kit, hostA, () => token, () => brandId)
  const personWith = brandPeople(t, kit)

  async function signIn() {
    token = await kit.openSession('admin@example.com', hostA, 'admin')
    brandId = (await kit.siteOf(hostA)).brand_id
  }

  const record = async (payload: object, as = token) => kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments`, host: hostA, token: as, payload })
  const invoice = async (id: string) => (await invoices.call('GET', `/invoices/${id}`)).json<InvoiceDocument>()

  /** An issued invoice sent to its client, and the token of the client's link. */
  async function sentInvoice(clientId: string) {
    const issued = await invoices.issued(clientId)
    const sent = await invoices.call('POST', `/invoices/${issued.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    return { invoice: issued, linkToken: new URL(sent.json<{ link: string }>().link).pathname.split('/').pop()! }
  }

  it('shows the client the amount due and the bank reference without an account, and follows what the admin records', async () => {
    await signIn()
    expect((await kit.request({ method: 'PUT', url: `/api/brands/${brandId}/payment-settings`, host: hostA, token, payload: { bank } })).statusCode).toBe(200)
    const client = await invoices.client({ currency: 'EUR' })
    const { invoice: issued, linkToken } = await sentInvoice(client.id)
    const payable = issued.totals.payable
    expect(payable).toBe(23800)

    const opened = await kit.request({ method: 'GET', url: `/api/invoice-links/${linkToken}/payment`, host: hostA })
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toEqual({ currency: 'EUR', amount_due: payable, state: 'unpaid', reference: issued.number, bank, card: false })
    // Without Stripe there is no card checkout.
    expect((await kit.request({ method: 'POST', url: `/api/invoice-links/${linkToken}/checkout`, host: hostA })).statusCode).toBe(409)

    // A part payment: partly paid.
    const part = await record({ client_id: client.id, amount: 10000, currency: 'EUR', reference: issued.number })
    expect(part.statusCode, part.body).toBe(201)
    expect(part.json<Payment>()).toMatchObject({ amount: 10000, method: 'bank_transfer', provider: 'manual', unallocated: 0, allocations: [{ invoice_id: issued.id, invoice_number: issued.number, amount: 10000 }] })
    expect(await invoice(issued.id)).toMatchObject({ paid: 10000, balance: payable - 10000 })
    expect((await kit.request({ method: 'GET', url: `/api/invoice-links/${linkToken}/payment`, host: hostA })).json()).toMatchObject({ amount_due: payable - 10000, state: 'partly_paid' })

    // More than is left: the invoice is paid and the rest is the client's credit.
    const rest = await record({ client_id: client.id, amount: 20000, currency: 'EUR', method: 'cash' })
    expect(rest.statusCode, rest.body).toBe(201)
    const over = rest.json<Payment>()
    expect(over).toMatchObject({ amount: 20000, unallocated: 20000 - (payable - 10000), allocations: [{ invoice_id: issued.id, amount: payable - 10000 }] })
    expect(await invoice(issued.id)).toMatchObject({ paid: payable, balance: 0 })
    expect((await kit.request({ method: 'GET', url: `/api/invoice-links/${linkToken}/payment`, host: hostA })).json()).toMatchObject({ amount_due: 0, state: 'paid' })
    const credit = await kit.request({ method: 'GET', url: `/api/brands/${brandId}/clients/${client.id}/credit`, host: hostA, token })
    expect(credit.json()).toEqual({ credit: [{ currency: 'EUR', amount: over.unallocated }] })

    // The credit goes on a later invoice.
    const later = await invoices.issued(client.id)
    const tooMuch = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments/${over.id}/allocations`, host: hostA, token, payload: { allocations: [{ invoice_id: later.id, amount: over.unallocated + 1 }] } })
    expect(tooMuch.statusCode).toBe(409)
    const used = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments/${over.id}/allocations`, host: hostA, token, payload: { allocations: [{ invoice_id: later.id, amount: over.unallocated }] } })
    expect(used.statusCode, used.body).toBe(200)
    expect(used.json<Payment>().unallocated).toBe(0)
    expect(await invoice(later.id)).toMatchObject({ paid: over.unallocated, balance: later.totals.payable - over.unallocated })
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/clients/${client.id}/credit`, host: hostA, token })).json()).toEqual({ credit: [] })

    // A refund is a row of its own; the payment keeps its amount and the invoice's balance grows again.
    const refund = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments/${part.json<Payment>().id}/refunds`, host: hostA, token, payload: { amount: 4000, invoice_id: issued.id, reason: 'Returned chair' } })
    expect(refund.statusCode, refund.body).toBe(201)
    expect(refund.json<Payment>()).toMatchObject({ amount: 10000, refunded: 4000, unallocated: 0, allocations: [{ invoice_id: issued.id, amount: 6000 }], refunds: [{ amount: 4000, invoice_id: issued.id, reason: 'Returned chair' }] })
    expect(await invoice(issued.id)).toMatchObject({ paid: payable - 4000, balance: 4000 })
    expect((await kit.request({ method: 'GET', url: `/api/invoice-links/${linkToken}/payment`, host: hostA })).json()).toMatchObject({ amount_due: 4000, state: 'partly_paid' })
    const twice = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments/${part.json<Payment>().id}/refunds`, host: hostA, token, payload: { amount: 6001 } })
    expect(twice.statusCode).toBe(409)
    expect(await invoice(issued.id)).toMatchObject({ balance: 4000 })

    // Every amount is a whole number of cents.
    const listed = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/payments?client_id=${client.id}`, host: hostA, token })).json<{ payments: Payment[] }>().payments
    expect(listed).toHaveLength(2)
    for (const payment of listed) for (const value of [payment.amount, payment.refunded, payment.unallocated, ...payment.allocations.map((a) => a.amount)]) expect(Number.isInteger(value)).toBe(true)

    const events = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?action=payment.recorded`, host: hostA, token })).json<{ events: AuditEvent[] }>().events
    expect(events.map((event) => event.object_id)).toEqual(expect.arrayContaining([part.json<Payment>().id, over.id]))
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?action=payment.refunded`, host: hostA, token })).json<{ events: AuditEvent[] }>().events).toHaveLength(1)

    // The brand's admins were told.
    const [told] = await t.query<{ n: string }>("select count(*)::text as n from notifications where kind = 'payment'")
    expect(Number(told!.n)).toBeGreaterThanOrEqual(2)
  })

  it('exports the payments as CSV that a parser reads back', async () => {
    await signIn()
    const client = await invoices.client({ name: '=Tricky, "Client"' })
    const issued = await invoices.issued(client.id)
    expect((await record({ client_id: client.id, amount: 12345, currency: 'EUR', reference: issued.number })).statusCode).toBe(201)
    const csv = await kit.request({ method: 'GET', url: `/api/brands/${brandId}/payments.csv?client_id=${client.id}`, host: hostA, token })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toEqual([
      {
        received_on: new Date().toISOString().slice(0, 10),
        client: `'=Tricky, "Client"`,
        method: 'bank_transfer',
        provider: 'manual',
        reference: issued.number,
        currency: 'EUR',
        amount: '123.45',
        refunded: '0.00',
        credit: '0.00',
        invoices: `${issued.number} 123.45`,
      },
    ])
  })

  it('lets only those who may record payments record them, and keeps each brand\'s payments its own', async () => {
    await signIn()
    const client = await invoices.client()
    const member = await personWith('member')
    const editor = await personWith('editor')
    expect((await record({ client_id: client.id, amount: 100, currency: 'EUR' }, member.token)).statusCode).toBe(403)
    expect((await record({ client_id: client.id, amount: 100, currency: 'EUR' }, editor.token)).statusCode).toBe(403)
    // An editor sees the invoices, so sees the payments; a member neither.
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/payments`, host: hostA, token: editor.token })).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/payments`, host: hostA, token: member.token })).statusCode).toBe(403)
    expect(Number((await t.query<{ n: string }>('select count(*)::text as n from payments where client_id = $1', [client.id]))[0]!.n)).toBe(0)

    // Brand B's demo payment is none of brand A's.
    const tokenB = await kit.openSession('admin@example.com', hostB, 'admin')
    const brandB = (await kit.siteOf(hostB)).brand_id
    const paymentsB = (await kit.request({ method: 'GET', url: `/api/brands/${brandB}/payments`, host: hostB, token: tokenB })).json<{ payments: Payment[] }>().payments
    expect(paymentsB.length).toBeGreaterThan(0)
    const theirs = paymentsB[0]!.id
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/payments/${theirs}`, host: hostA, token })).statusCode).toBe(404)
    expect((await kit.request({ method: 'POST', url: `/api/brands/${brandId}/payments/${theirs}/refunds`, host: hostA, token, payload: { amount: 1 } })).statusCode).toBe(404)
    // A client of another brand is refused, and nothing is recorded.
    const clientB = (await kit.request({ method: 'POST', url: `/api/brands/${brandB}/clients`, host: hostB, token: tokenB, payload: { name: 'B Client', currency: 'EUR' } })).json<{ id: string }>().id
    const refused = await record({ client_id: clientB, amount: 100, currency: 'EUR' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'client_id' })
  })

  it('gives each demo brand a paid invoice\'s transfer, a part payment and a payment link', async () => {
    for (const host of [hostA, hostB]) {
      const admin = await kit.openSession('admin@example.com', host, 'admin')
      const brand = (await kit.siteOf(host)).brand_id
      const listed = (await kit.request({ method: 'GET', url: `/api/brands/${brand}/payments`, host, token: admin })).json<{ payments: Payment[] }>().payments
      expect(listed).toHaveLength(2)
      const paidInvoices = (await kit.request({ method: 'GET', url: `/api/brands/${brand}/invoices?kind=invoice`, host, token: admin })).json<{ invoices: InvoiceDocument[] }>().invoices
      const paid = paidInvoices.find((document) => document.status !== 'draft' && document.balance === 0 && document.paid > 0)!
      expect(listed.find((payment) => payment.allocations[0]?.invoice_id === paid.id)).toMatchObject({ amount: paid.paid, unallocated: 0 })
      const partly = paidInvoices.find((document) => document.paid > 0 && document.balance > 0)!
      expect(listed.find((payment) => payment.allocations[0]?.invoice_id === partly.id)).toBeTruthy()
      const links = (await kit.request({ method: 'GET', url: `/api/brands/${brand}/payment-links`, host, token: admin })).json<{ payment_links: { token: string }[] }>().payment_links
      expect(links).toHaveLength(1)
      expect((await kit.request({ method: 'GET', url: `/api/pay-links/${links[0]!.token}`, host })).statusCode).toBe(200)
    }
  })
})
