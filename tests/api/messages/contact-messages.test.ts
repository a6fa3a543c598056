import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// The documented limit (README, "Limits"): leads and contact messages from one address share it.
const messagesPerAddressPerHour = 10

const note = { name: 'Omar Writer', email: 'omar@writer.example', message: 'Do you make oak benches for gardens?' }

describe.each(backends)("the site's contact page (%s)", (backend) => {
  const { t, smtp, kit } = useTestApp(backend, { mail: true })
  const send = (host: string, payload: Record<string, unknown> = note, remoteAddress = '198.51.100.20') =>
    kit.request({ method: 'POST', url: '/api/contact', host, payload, remoteAddress })

  it("says how to reach the host's brand, from its business page profile", async () => {
    const answer = await kit.request({ method: 'GET', url: '/api/contact', host: hostB })
    expect(answer.statusCode).toBe(200)
    const [profile] = await t.query<{ email: string; phone: string }>(
      'select p.email, p.phone from brand_profiles p join sites s on s.brand_id = p.brand_id join site_hosts h on h.site_id = s.id where h.hostname = $1',
      [hostB],
    )
    expect(answer.json()).toMatchObject({ name: 'Ember & Oak', email: profile!.email, phone: profile!.phone })
  })

  it("puts a message in the brand's inbox, to its owner, with a notification and a mail whose Reply-To is the writer", async () => {
    const before = smtp.countTo('admin@example.com')
    const sent = await send(hostB)
    expect(sent.statusCode, sent.body).toBe(201)
    const { id } = sent.json<{ id: string }>()
    const site = await kit.siteOf(hostB)
    const [message] = await t.query<Record<string, unknown>>('select * from messages where id = $1', [id])
    expect(message).toMatchObject({ kind: 'contact', status: 'new', card_id: null, brand_id: site.brand_id, site_id: site.id, to_user_id: await kit.userId('admin@example.com'), from_email: note.email, body: note.message })

    const mail = await smtp.waitForMail('admin@example.com', 15_000, before)
    expect(mail.subject).toBe('New message from Omar Writer through the contact page')
    expect(mail.replyTo).toBe(note.email)
    expect(mail.text).toContain(note.message)
    const [notification] = await t.query<{ title: string }>('select title from notifications where message_id = $1', [id])
    expect(notification?.title).toBe('New message from Omar Writer through the contact page')
  })

  it('refuses an empty message or a bad address by name, storing nothing', async () => {
    const count = async () => Number((await t.query<{ n: number }>('select count(*)::int as n from messages'))[0]!.n)
    const before = await count()
    const empty = await send(hostA, { ...note, message: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ field: 'message' })
    const address = await send(hostA, { ...note, email: 'omar@' })
    expect(address.json()).toMatchObject({ field: 'email' })
    expect(await count()).toBe(before)
  })

  it(`accepts ${messagesPerAddressPerHour} messages an hour from one network address, then refuses`, async () => {
    for (let index = 0; index < messagesPerAddressPerHour; index += 1) expect((await send(hostA, note, '203.0.113.9')).statusCode).toBe(201)
    const refused = await send(hostA, note, '203.0.113.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ message: string }>().message).toBe('Too many messages were sent from your network in the last hour; try again later')
    expect((await send(hostA, note, '203.0.113.10')).statusCode).toBe(201)
  })
})
