import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Message = { id: string; kind: string; status: string; read_at: string | null; from: { name: string } }

describe.each(backends)("the brand's inbox of leads and contact messages (%s)", (backend) => {
  const { t, smtp, kit } = useTestApp(backend, { mail: true })

  async function inboxOf(host: string) {
    const token = await kit.openSession('admin@example.com', host)
    const { brand_id } = await kit.siteOf(host)
    const base = `/api/brands/${brand_id}/messages`
    return { token, base, call: (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => kit.request({ method, url, host, token, ...(payload ? { payload } : {}) }) }
  }

  it('lists the brand\'s leads and contact messages newest first, filters by status, and keeps status and read as set', async () => {
    const lead = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: '=HYPERLINK("x")', email: 'ivy@lead.example' }, remoteAddress: '198.51.100.31' })
    const awkward = 'Hello, "there";\nsecond line, Jörg Bücher ✓'
    const note = await kit.request({ method: 'POST', url: '/api/contact', host: hostA, payload: { name: 'Cole Writer', email: 'cole@writer.example', message: awkward }, remoteAddress: '198.51.100.32' })
    const inbox = await inboxOf(hostA)
    const listed = (await inbox.call('GET', inbox.base)).json<{ messages: Message[] }>().messages
    expect(listed.slice(0, 2).map((message) => [message.id, message.kind, message.status])).toEqual([
      [note.json<{ id: string }>().id, 'contact', 'new'],
      [lead.json<{ id: string }>().id, 'lead', 'new'],
    ])

    const leadId = lead.json<{ id: string }>().id
    const won = await inbox.call('PATCH', `${inbox.base}/${leadId}`, { status: 'won', read: true })
    expect(won.json()).toMatchObject({ status: 'won', read_at: expect.any(String) })
    expect((await inbox.call('PATCH', `${inbox.base}/${leadId}`, { read: false })).json()).toMatchObject({ status: 'won', read_at: null })
    expect((await inbox.call('PATCH', `${inbox.base}/${leadId}`, { status: 'sold' })).json()).toMatchObject({ field: 'status' })
    const onlyWon = (await inbox.call('GET', `${inbox.base}?status=won`)).json<{ messages: Message[] }>().messages
    expect(onlyWon.map((message) => message.id)).toEqual([leadId])

    // The CSV keeps a name that looks like a formula as text.
    const csv = await inbox.call('GET', `${inbox.base}.csv`)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\r\n')[0]).toBe('received,kind,status,name,email,phone,card,message,read')
    // Read back by papaparse (not the library that wrote it): commas, quotes, a line break and
    // non-Latin letters come back exactly, and a name that looks like a formula as text.
    const read = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true })
    expect(read.errors).toEqual([])
    expect(read.meta.fields).toEqual(['received', 'kind', 'status', 'name', 'email', 'phone', 'card', 'message', 'read'])
    const rows = new Map(read.data.map((row) => [row.email, row]))
    expect(rows.get('cole@writer.example')).toMatchObject({ kind: 'contact', name: 'Cole Writer', message: awkward })
    expect(rows.get('ivy@lead.example')).toMatchObject({ kind: 'lead', status: 'won', name: `'=HYPERLINK("x")` })

    // Another brand's inbox never holds it, and its admins cannot reach it.
    const other = await inboxOf(hostB)
    expect((await other.call('GET', other.base)).json<{ messages: Message[] }>().messages.map((message) => message.id)).not.toContain(leadId)
    expect((await other.call('PATCH', `${other.base}/${leadId}`, { status: 'lost' })).statusCode).toBe(404)
    const member = await kit.openSession('plain.member@example.org', hostA)
    expect((await kit.request({ method: 'GET', url: inbox.base, host: hostA, token: member })).statusCode).toBe(403)
  })

  it('keeps notes inside the brand, and sends a reply by e-mail that answers back to whoever wrote it', async () => {
    const lead = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: 'Nia Lead', email: 'nia@lead.example', message: 'Price list?' }, remoteAddress: '198.51.100.33' })
    const id = lead.json<{ id: string }>().id
    const inbox = await inboxOf(hostA)
    expect((await inbox.call('POST', `${inbox.base}/${id}/notes`, { body: '  ' })).json()).toMatchObject({ field: 'body' })
    const noted = await inbox.call('POST', `${inbox.base}/${id}/notes`, { body: 'Met at the fair; wants oak.' })
    expect(noted.statusCode).toBe(201)
    expect(noted.json<{ notes: { kind: string; body: string; author: { id: string } }[] }>().notes).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Met at the fair; wants oak.', author: expect.objectContaining({ id: await kit.userId('admin@example.com') }) }),
    ])

    const before = smtp.countTo('nia@lead.example')
    const replied = await inbox.call('POST', `${inbox.base}/${id}/replies`, { body: 'Here is our price list.' })
    expect(replied.statusCode).toBe(201)
    const mail = await smtp.waitForMail('nia@lead.example', 15_000, before)
    expect(mail.subject).toBe('Re: your message to Northwind Studio')
    expect(mail.text).toContain('Here is our price list.')
    expect(mail.replyTo).toBe('admin@example.com')
    const [row] = await t.query<{ status: string }>('select status from messages where id = $1', [id])
    expect(row?.status).toBe('contacted')
  })

  it('lets the person a message went to mark it read, and nobody else', async () => {
    const lead = await kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload: { name: 'Ola Lead', email: 'ola@lead.example' }, remoteAddress: '198.51.100.34' })
    const id = lead.json<{ id: string }>().id
    const owner = await kit.openSession('admin@example.com', hostA)
    expect((await kit.request({ method: 'PATCH', url: `/api/messages/${id}`, host: hostA, token: owner, payload: { read: true } })).json()).toMatchObject({ read_at: expect.any(String) })
    const stranger = await kit.openSession('someone.else@example.org', hostA)
    expect((await kit.request({ method: 'PATCH', url: `/api/messages/${id}`, host: hostA, token: stranger, payload: { read: false } })).statusCode).toBe(404)
  })
})
