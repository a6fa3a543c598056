import { describe, expect, it } from 'vitest'
import type { Client } from '../../../src/domain/client'
import type { InvoiceDocument } from '../../../src/domain/invoice'
import { documentInputSchema } from '../../../src/domain/money/document-input'
import { documentTotals } from '../../../src/domain/money/document-totals'
import { hostA } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { aLine, useInvoiceApp } from './invoice-kit'

describe.each(backends)('invoices: drafts change, issued documents do not (%s)', (backend) => {
  const { t, kit, session, invoices, signIn } = useInvoiceApp(backend)

  it('keeps a brand\'s clients: made with defaults, found by words, paged, changed, and deleted only while no document names them', async () => {
    await signIn()
    const made = await invoices.client({ name: 'Zephyr Lighting', contact_name: 'Ines Roth', address: { lines: ['Lindenweg 4'], postcode: '10115', city: 'Berlin', country: 'DE' } })
    expect(made).toMatchObject({ name: 'Zephyr Lighting', currency: 'EUR', language: 'de', payment_terms_days: 30, tax_id: '' })
    const plain = (await invoices.call('POST', '/clients', { name: 'Plain Client', currency: 'JPY' })).json<Client>()
    expect(plain).toMatchObject({ language: 'en', payment_terms_days: 14, email: '', address: { lines: [], postcode: '', city: '', country: '' } })

    const found = (await invoices.call('GET', '/clients?q=berlin')).json<{ clients: Client[]; total: number; page: number }>()
    expect(found.clients.map((client) => client.name)).toEqual(['Zephyr Lighting'])
    expect(found).toMatchObject({ total: 1, page: 1 })
    expect((await invoices.call('GET', '/clients?q=ines')).json<{ total: number }>().total).toBe(1)
    const all = (await invoices.call('GET', '/clients')).json<{ total: number; page_size: number }>()
    expect(all.total).toBeGreaterThanOrEqual(5)
    expect((await invoices.call('GET', '/clients?page=2')).json<{ clients: Client[] }>().clients).toEqual(all.total > all.page_size ? expect.any(Array) : [])

    const changed = await invoices.call('PATCH', `/clients/${made.id}`, { payment_terms_days: 10, email: 'Billing@Zephyr.example' })
    expect(changed.json()).toMatchObject({ payment_terms_days: 10, email: 'billing@zephyr.example', name: 'Zephyr Lighting' })

    await invoices.draft(made.id)
    const kept = await invoices.call('DELETE', `/clients/${made.id}`)
    expect(kept.statusCode).toBe(409)
    expect(kept.json()).toMatchObject({ code: 'client_has_documents' })
    expect((await invoices.call('DELETE', `/clients/${plain.id}`)).statusCode).toBe(204)
    expect((await invoices.call('GET', `/clients/${plain.id}`)).statusCode).toBe(404)
  })

  it('drafts a document in the client\'s currency and terms, changes it while a draft, and refuses to change it once issued, saying why', async () => {
    await signIn()
    const client = await invoices.client({ currency: 'CHF', payment_terms_days: 20 })
    const draft = await invoices.draft(client.id, { issue_date: '2026-03-02', notes: 'Thank you' })
    expect(draft).toMatchObject({ kind: 'invoice', status: 'draft', number: null, currency: 'CHF', issue_date: '2026-03-02', due_date: '2026-03-22', brand: null, client: { name: client.name } })

    const edited = await invoices.call('PATCH', `/invoices/${draft.id}`, { lines: [aLine(), aLine({ description: 'Travel', quantity: '1', unit_price: 4550, discount_percent: '10' })], prices: 'inclusive' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<InvoiceDocument>().lines).toHaveLength(2)
    expect(edited.json<InvoiceDocument>().totals.tax_inclusive_total).toBe(20000 + 4550 - 455)

    const issued = await invoices.call('POST', `/invoices/${draft.id}/finalize`)
    expect(issued.statusCode, issued.body).toBe(200)
    const document = issued.json<InvoiceDocument>()
    expect(document.status).toBe('issued')
    // Issued today, due as many days later as the draft said.
    const today = new Date().toISOString().slice(0, 10)
    expect(document.issue_date).toBe(today)
    expect(document.due_date).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10))
    // Its totals are the calculator's of its lines, kept as integers.
    const lines = document.lines.map(({ description: _description, ...line }) => line)
    expect(document.totals).toEqual(documentTotals(documentInputSchema.parse({ currency: 'CHF', prices: 'inclusive', lines })))
    const [row] = await t.query<{ total: string | number }>('select total from documents where id = $1', [document.id])
    expect(Number(row!.total)).toBe(document.totals.tax_inclusive_total)
    expect(document.balance).toBe(document.totals.tax_inclusive_total)
    expect(document.brand).toMatchObject({ name: 'Northwind Studio' })

    const refused = await invoices.call('PATCH', `/invoices/${draft.id}`, { notes: 'Changed after' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ status: 'error', code: 'document_issued' })
    expect(refused.json<{ message: string }>().message).toBe(`This invoice is issued (${document.number}) and can no longer change; correct it with a credit note`)
    const german = await kit.request({ method: 'PATCH', url: `/api/brands/${session.brandId}/invoices/${draft.id}`, host: hostA, token: session.token, headers: { 'accept-language': 'de' }, payload: { notes: 'x' } })
    expect(german.json<{ message: string }>().message).toContain('kann nicht mehr geändert werden')
    expect((await invoices.call('DELETE', `/invoices/${draft.id}`)).statusCode).toBe(409)

    // The client changes; the issued document keeps them as they were.
    await invoices.call('PATCH', `/clients/${client.id}`, { name: 'Renamed AG' })
    const after = (await invoices.call('GET', `/invoices/${draft.id}`)).json<InvoiceDocument>()
    expect(after).toEqual(document)
  })

  it('deletes a draft, and refuses bad input naming the field, changing nothing', async () => {
    await signIn()
    const client = await invoices.client()
    const draft = await invoices.draft(client.id)
    const count = async () => (await t.query<{ n: number }>('select count(*)::int as n from documents where brand_id = $1', [session.brandId]))[0]!.n
    const before = await count()

    const cases: [object, string][] = [
      [{ kind: 'invoice', client_id: client.id, lines: [] }, 'lines'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine({ quantity: '-1' })] }, 'lines.0.quantity'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine({ unit_price: 10.5 })] }, 'lines.0.unit_price'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine({ description: '' })] }, 'lines.0.description'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine()], currency: 'EURO' }, 'currency'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine()], issue_date: '2026-02-30' }, 'issue_date'],
      [{ kind: 'invoice', client_id: client.id, lines: [aLine()], issue_date: '2026-05-02', due_date: '2026-05-01' }, 'due_date'],
      [{ kind: 'credit_note', client_id: client.id, lines: [aLine()] }, 'kind'],
      [{ kind: 'invoice', client_id: '00000000-0000-4000-8000-000000000000', lines: [aLine()] }, 'client_id'],
    ]
    for (const [payload, field] of cases) {
      const answer = await invoices.call('POST', '/invoices', payload)
      expect(answer.statusCode, `${JSON.stringify(payload)}: ${answer.body}`).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode).toBeLessThan(500)
      expect(answer.json<{ field: string }>().field, answer.body).toBe(field)
    }
    const badEdit = await invoices.call('PATCH', `/invoices/${draft.id}`, { lines: [aLine({ taxes: [{ name: 'VAT', percent: '101', category: 'S' }] })] })
    expect(badEdit.statusCode).toBe(400)
    expect(badEdit.json<{ field: string }>().field).toBe('lines.0.taxes.0.percent')
    const badClient = await invoices.call('POST', '/clients', { name: 'X', currency: 'EUR', address: { lines: [], postcode: '', city: '', country: 'Germany' } })
    expect(badClient.json()).toMatchObject({ field: 'address.country', message: 'address.country: must be a two-letter country code such as DE or GB' })
    expect(await count()).toBe(before)
    expect((await invoices.call('GET', `/invoices/${draft.id}`)).json<InvoiceDocument>().lines).toEqual([aLine()])

    expect((await invoices.call('DELETE', `/invoices/${draft.id}`)).statusCode).toBe(204)
    expect(await count()).toBe(before - 1)
  })

  it('lists documents newest first, by kind, status and client; an invoice past its due date with a balance is overdue', async () => {
    await signIn()
    const client = await invoices.client()
    const other = await invoices.client({ name: 'Other Client' })
    const quote = await invoices.draft(client.id, { kind: 'quote' })
    const issued = await invoices.issued(client.id)
    await invoices.draft(other.id)

    const ofClient = (await invoices.call('GET', `/invoices?client_id=${client.id}`)).json<{ invoices: InvoiceDocument[]; total: number }>()
    expect(ofClient.invoices.map((document) => document.id)).toEqual([issued.id, quote.id])
    const quotes = (await invoices.call('GET', `/invoices?client_id=${client.id}&kind=quote`)).json<{ invoices: InvoiceDocument[] }>()
    expect(quotes.invoices.map((document) => document.id)).toEqual([quote.id])
    const drafts = (await invoices.call('GET', `/invoices?status=draft&client_id=${other.id}`)).json<{ invoices: InvoiceDocument[] }>()
    expect(drafts.invoices).toHaveLength(1)

    // Its due date passes; with nothing paid it is overdue, and the dashboard says so.
    await t.query("update documents set due_date = current_date - 3 where id = $1", [issued.id])
    const overdue = (await invoices.call('GET', `/invoices?overdue=true`)).json<{ invoices: InvoiceDocument[] }>()
    expect(overdue.invoices.map((document) => document.id)).toContain(issued.id)
    expect(overdue.invoices.every((document) => document.overdue)).toBe(true)
    const workspace = await kit.request({ method: 'GET', url: '/api/workspace', host: hostA, token: session.token })
    expect(workspace.json<{ attention: { kind: string; text: string; link: string }[] }>().attention).toContainEqual({
      kind: 'overdue-invoices',
      text: expect.stringMatching(/^\d+ invoices? (is|are) overdue$/),
      link: `/brands/${session.brandId}/invoices`,
    })

    // Paid in full, it is neither open nor overdue.
    await t.query('insert into payment_allocations (brand_id, document_id, amount) values ($1, $2, $3)', [session.brandId, issued.id, issued.totals.tax_inclusive_total])
    const paid = (await invoices.call('GET', `/invoices/${issued.id}`)).json<InvoiceDocument>()
    expect(paid).toMatchObject({ paid: issued.totals.tax_inclusive_total, balance: 0, overdue: false })
  })

  it('lets an editor draft but not issue, and a member see nothing', async () => {
    await signIn()
    const client = await invoices.client()
    const personWith = brandPeople(t, kit)
    const editor = await personWith('editor')
    const member = await personWith('member')
    const drafted = await invoices.call('POST', '/invoices', { kind: 'invoice', client_id: client.id, lines: [aLine()] }, editor.token)
    expect(drafted.statusCode).toBe(201)
    expect((await invoices.call('POST', `/invoices/${drafted.json<InvoiceDocument>().id}/finalize`, undefined, editor.token)).statusCode).toBe(403)
    expect((await invoices.call('GET', '/invoices', undefined, member.token)).statusCode).toBe(403)
    expect((await invoices.call('GET', '/clients', undefined, member.token)).statusCode).toBe(403)
  })
})
