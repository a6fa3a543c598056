import { describe, expect, it } from 'vitest'
import type { AuditEvent } from '../../../src/domain/audit-event'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { aLine, invoiceKit } from './invoice-kit'

describe.each(backends)('invoices: the audit log and the demo books (%s)', (backend) => {
  const { kit } = useTestApp(backend)

  async function asAdmin(host: string) {
    const token = await kit.openSession('admin@example.com', host, 'admin')
    const brandId = (await kit.siteOf(host)).brand_id
    return { token, brandId, invoices: invoiceKit(kit, host, () => token, () => brandId) }
  }

  it('records who made, changed, issued, sent and deleted what in the brand\'s audit log', async () => {
    const { token, brandId, invoices } = await asAdmin(hostA)
    const client = await invoices.client({ name: 'Logged Client' })
    await invoices.call('PATCH', `/clients/${client.id}`, { payment_terms_days: 45 })
    const draft = await invoices.draft(client.id)
    await invoices.call('PATCH', `/invoices/${draft.id}`, { notes: 'Changed' })
    const issued = (await invoices.call('POST', `/invoices/${draft.id}/finalize`)).json<InvoiceDocument>()
    await invoices.call('POST', `/invoices/${draft.id}/send`)
    const gone = await invoices.draft(client.id, { lines: [aLine({ description: 'Gone' })] })
    await invoices.call('DELETE', `/invoices/${gone.id}`)

    const events = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?q=Logged Client`, host: hostA, token })).json<{ events: AuditEvent[] }>().events
    const actions = events.map((event) => event.action).reverse()
    // The lines that name the client (a send names the address it went to, an edit the fields).
    expect(actions).toEqual(['client.created', 'client.edited', 'invoice.created', 'invoice.finalized', 'invoice.created', 'invoice.deleted'])
    const edited = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?action=client.edited`, host: hostA, token })).json<{ events: AuditEvent[] }>().events[0]!
    expect(edited.changes).toEqual([{ field: 'payment_terms_days', from: 30, to: 45 }])
    const finalized = events.find((event) => event.action === 'invoice.finalized')!
    expect(finalized).toMatchObject({ object_id: issued.id, summary: `Issued the invoice ${issued.number} to Logged Client`, actor: { email: 'admin@example.com' } })
    const sent = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?action=invoice.sent`, host: hostA, token })).json<{ events: AuditEvent[] }>().events[0]!
    expect(sent).toMatchObject({ object_id: issued.id, summary: `Sent the invoice ${issued.number} to billing@acme.example` })
    const changed = (await kit.request({ method: 'GET', url: `/api/brands/${brandId}/events?action=invoice.edited`, host: hostA, token })).json<{ events: AuditEvent[] }>().events[0]!
    expect(changed).toMatchObject({ object_id: draft.id, changes: [{ field: 'notes', from: '', to: 'Changed' }] })
  })

  it('gives each demo brand clients, a paid invoice, an open one with a credit note, a sent quote and a draft, in its own currency', async () => {
    for (const [host, currency] of [
      [hostA, 'GBP'],
      [hostB, 'EUR'],
    ] as const) {
      const { invoices } = await asAdmin(host)
      const documents = (await invoices.call('GET', '/invoices')).json<{ invoices: InvoiceDocument[] }>().invoices
      const clients = (await invoices.call('GET', '/clients')).json<{ total: number }>()
      expect(clients.total).toBeGreaterThanOrEqual(3)
      expect(new Set(documents.map((document) => document.currency))).toEqual(new Set([currency]))
      const bills = documents.filter((document) => document.kind === 'invoice' && document.status !== 'draft')
      expect(bills.some((bill) => bill.paid === bill.totals.tax_inclusive_total && bill.balance === 0)).toBe(true)
      const open = bills.find((bill) => bill.credited > 0)!
      // Partly paid by transfer (the payments module's demo), the rest still open.
      expect(open.paid).toBeGreaterThan(0)
      expect(open.balance).toBe(open.totals.tax_inclusive_total - open.credited - open.paid)
      expect(open.balance).toBeGreaterThan(0)
      const credit = documents.find((document) => document.kind === 'credit_note')!
      expect(credit).toMatchObject({ invoice_id: open.id, number: expect.stringMatching(/^CRN-\d{4}-0001$/) })
      expect(documents.find((document) => document.kind === 'quote')).toMatchObject({ status: 'sent', number: expect.stringMatching(/^QUO-\d{4}-0001$/) })
      expect(documents.filter((document) => document.status === 'draft')).toHaveLength(1)
      expect(bills.map((bill) => bill.number).sort()).toEqual([expect.stringMatching(/^INV-\d{4}-0001$/), expect.stringMatching(/^INV-\d{4}-0002$/)])
    }
  })
})
