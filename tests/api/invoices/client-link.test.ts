import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { ClientDocument, InvoiceDocument } from '../../../src/domain/invoice'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { aLine, useInvoiceApp } from './invoice-kit'

describe.each(backends)('invoices: the client\'s link, the mail that carries it, and the CSV export (%s)', (backend) => {
  const { t, kit, smtp, session, invoices, signIn } = useInvoiceApp(backend, { mail: true })

  const open = (link: string, host = hostA, method: 'GET' | 'POST' = 'GET', suffix = '') =>
    kit.request({ method, url: `/api/invoice-links/${new URL(link).pathname.split('/').at(-1)}${suffix}`, host })

  it('mails the document to the client in their language with a link that opens it without an account, marking it viewed once', async () => {
    await signIn()
    const client = await invoices.client({ email: 'buchhaltung@acme.example', language: 'de', contact_name: 'Frau Weber' })
    const invoice = await invoices.issued(client.id)
    const before = smtp.countTo('buchhaltung@acme.example')
    const sent = await invoices.call('POST', `/invoices/${invoice.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    const { invoice: sentInvoice, link } = sent.json<{ invoice: InvoiceDocument; link: string }>()
    expect(sentInvoice).toMatchObject({ status: 'sent', sent_at: expect.any(String) })
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/invoice-links\/[A-Za-z0-9_-]{32}$/)

    const mail = await smtp.waitForMail('buchhaltung@acme.example', 15_000, before)
    expect(mail.subject).toBe(`Rechnung ${invoice.number} von Northwind Studio`)
    expect(mail.text).toContain('Guten Tag Frau Weber,')
    expect(mail.text).toContain('238,00\u00a0€')
    expect(mail.text).toContain(link)

    // The database keeps only the link's hash.
    const secret = new URL(link).pathname.split('/').at(-1)!
    expect(JSON.stringify(await t.query('select * from document_links'))).not.toContain(secret)

    const first = await open(link)
    expect(first.statusCode, first.body).toBe(200)
    const seen = first.json<ClientDocument>()
    expect(seen).toMatchObject({ kind: 'invoice', number: invoice.number, status: 'viewed', balance: 23800, can_answer: false, brand: { name: 'Northwind Studio' } })
    expect(seen).not.toHaveProperty('id')
    const viewedAt = (await t.query<{ viewed_at: Date }>('select viewed_at from documents where id = $1', [invoice.id]))[0]!.viewed_at
    expect(viewedAt).toBeTruthy()
    // A second look changes nothing.
    expect((await open(link)).json<ClientDocument>().status).toBe('viewed')
    const again = (await t.query<{ viewed_at: Date }>('select viewed_at from documents where id = $1', [invoice.id]))[0]!.viewed_at
    expect(new Date(again).getTime()).toBe(new Date(viewedAt).getTime())
    // The brand sees it was viewed, and its owners are told once, in the app.
    expect((await invoices.call('GET', `/invoices/${invoice.id}`)).json<InvoiceDocument>()).toMatchObject({ status: 'viewed', viewed_at: expect.any(String) })
    const told = await t.query<{ title: string; body: string; link: string }>(
      "select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id where u.email = 'admin@example.com' and n.kind = 'invoice'",
    )
    expect(told).toEqual([{ title: `Invoice ${invoice.number} viewed`, body: `${client.name} opened it through their link.`, link: `/brands/${session.brandId}/invoices/${invoice.id}` }])
  })

  it('refuses a tampered link, a link through another brand\'s site, and a draft that was never sent', async () => {
    await signIn()
    const client = await invoices.client()
    const invoice = await invoices.issued(client.id)
    const { link } = (await invoices.call('POST', `/invoices/${invoice.id}/send`)).json<{ link: string }>()
    const secret = new URL(link).pathname.split('/').at(-1)!
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const [url, host] of [
      [`/api/invoice-links/${tampered}`, hostA],
      [`/api/invoice-links/${secret}`, hostB],
      [`/api/invoice-links/${secret}/accept`, hostB],
    ] as const) {
      const answer = await kit.request({ method: url.endsWith('accept') ? 'POST' : 'GET', url, host })
      expect(answer.statusCode, `${url} on ${host}`).toBe(404)
      expect(answer.json()).toMatchObject({ status: 'error', message: expect.stringContaining('does not open a document') })
    }
    const unseen = (await t.query<{ viewed_at: Date | null }>('select viewed_at from documents where id = $1', [invoice.id]))[0]!.viewed_at
    expect(unseen).toBeNull()

    const draft = await invoices.draft(client.id)
    const unsent = await invoices.call('POST', `/invoices/${draft.id}/send`)
    expect(unsent.statusCode).toBe(409)
    const noEmail = await invoices.client({ email: '' })
    const issuedToNobody = await invoices.issued(noEmail.id)
    expect((await invoices.call('POST', `/invoices/${issuedToNobody.id}/send`)).json()).toMatchObject({ message: expect.stringContaining('no e-mail address') })
  })

  it('lets the client accept a quote once, which makes a draft invoice of its lines for the brand to issue', async () => {
    await signIn()
    const client = await invoices.client({ payment_terms_days: 7 })
    const quote = await invoices.issued(client.id, { kind: 'quote', lines: [aLine(), aLine({ description: 'Setup', quantity: '1', unit_price: 5000 })] })
    const { link } = (await invoices.call('POST', `/invoices/${quote.id}/send`)).json<{ link: string }>()
    expect((await open(link)).json<ClientDocument>()).toMatchObject({ kind: 'quote', status: 'viewed', can_answer: true })

    const accepted = await open(link, hostA, 'POST', '/accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json<ClientDocument>()).toMatchObject({ status: 'accepted', can_answer: false })
    expect((await open(link, hostA, 'POST', '/accept')).statusCode).toBe(409)
    expect((await open(link, hostA, 'POST', '/decline')).statusCode).toBe(409)

    const made = (await invoices.call('GET', `/invoices?client_id=${client.id}&kind=invoice`)).json<{ invoices: InvoiceDocument[] }>().invoices
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ status: 'draft', number: null, quote_id: quote.id, lines: quote.lines, currency: quote.currency })
    expect(Date.parse(`${made[0]!.due_date}T00:00:00Z`) - Date.parse(`${made[0]!.issue_date}T00:00:00Z`)).toBe(7 * 86_400_000)
    expect(made[0]!.totals).toEqual(quote.totals)
    // The brand's log says who answered, from where.
    const events = (await kit.request({ method: 'GET', url: `/api/brands/${session.brandId}/events?action=invoice.edited`, host: hostA, token: session.token })).json<{ events: { summary: string; actor: { email: string | null } }[] }>().events
    expect(events[0]).toMatchObject({ summary: `${client.name} accepted the quote ${quote.number}; an invoice of it was drafted`, actor: { email: client.email } })
  })

  it('exports the brand\'s documents as CSV: amounts as decimals of the currency, dates as ISO days, read back by papaparse', async () => {
    await signIn()
    const client = await invoices.client({ name: '=Formula & Sons, "Ltd"', currency: 'JPY', tax_id: 'DE 123' })
    const yen = await invoices.issued(client.id, { lines: [aLine({ unit_price: 1234, quantity: '3' })] })
    const euro = await invoices.issued(client.id, { currency: 'EUR' })
    const kuwait = await invoices.draft(client.id, { currency: 'KWD', lines: [aLine({ unit_price: 12345, quantity: '1' })] })

    const csv = await invoices.call('GET', `/invoices.csv?client_id=${client.id}`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const read = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true })
    expect(read.errors).toEqual([])
    expect(read.meta.fields).toEqual(['kind', 'number', 'status', 'client', 'client_tax_id', 'issue_date', 'due_date', 'currency', 'net', 'tax', 'total', 'paid', 'credited', 'balance', 'overdue'])
    const byCurrency = new Map(read.data.map((row) => [row.currency, row]))
    expect(byCurrency.get('JPY')).toMatchObject({ kind: 'invoice', number: yen.number, status: 'issued', client: `'=Formula & Sons, "Ltd"`, net: '3702', tax: '703', total: '4405', paid: '0', balance: '4405', issue_date: yen.issue_date, overdue: 'no' })
    expect(byCurrency.get('EUR')).toMatchObject({ number: euro.number, net: '200.00', tax: '38.00', total: '238.00', balance: '238.00' })
    expect(byCurrency.get('KWD')).toMatchObject({ number: '', status: 'draft', net: '12.345', total: '14.691', balance: '0.000' })
    expect(byCurrency.get('KWD')!.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(kuwait.currency).toBe('KWD')
  })
})
