import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { expectCountedToday, utcDay } from '../../support/card-figures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// The documented limits (README, "Limits"), written out so that a changed limit fails here.
const leadsPerAddressPerHour = 10
const leadsPerCardPerHour = 30

const lead = { name: 'Lena Visitor', email: 'lena@visitor.example', phone: '+44 7700 900777', message: 'Met you at the fair; call me about oak tables.' }

describe.each(backends)('leads left on a card (%s)', (backend) => {
  // A mail server per test: lead mails are sent after the answer, so one test's late mail never counts in the next.
  const { t, smtp, kit } = useTestApp(backend, { mail: true })

  const sendLead = (key: string, host: string, payload: Record<string, unknown> = lead, remoteAddress = '198.51.100.10') =>
    kit.request({ method: 'POST', url: `/api/vcards/${key}/leads`, host, payload, remoteAddress })
  const count = async (table: string) => Number((await t.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n)

  it('stores the lead as a message from a guest to the card\'s owner, notifies and e-mails them', async () => {
    const mailsBefore = smtp.countTo('admin@example.com')
    const first = utcDay()
    const response = await sendLead('demo', hostB)
    expect(response.statusCode).toBe(201)
    const { id, guest_id } = response.json<{ id: string; guest_id: string }>()

    const site = await kit.siteOf(hostB)
    const [guest] = await t.query<{ type: string; site_id: string }>('select type, site_id from roles where id = $1', [guest_id])
    expect(guest).toEqual({ type: 'guest', site_id: site.id })
    const owner = await kit.userId('admin@example.com')
    const [message] = await t.query<Record<string, unknown>>('select * from messages where id = $1', [id])
    expect(message).toMatchObject({ to_user_id: owner, from_name: lead.name, from_email: lead.email, from_phone: lead.phone, body: lead.message, site_id: site.id })

    const mail = await smtp.waitForMail('admin@example.com', 15_000, mailsBefore)
    expect(mail.fromName).toBe('Ember & Oak')
    expect(mail.from).toBe('cards@marque.test')
    // Replying answers the visitor, not the site.
    expect(mail.replyTo).toBe(lead.email)
    expect(mail.subject).toBe('New contact from Lena Visitor on the card of Tomás Ferreira')
    expect(mail.text).toContain(lead.email)
    expect(mail.text).toContain(lead.phone)
    expect(mail.text).toContain(lead.message)

    // The owner reads it on the site it came through, and only there.
    const token = await kit.signIn('admin@example.com', hostB)
    const messages = await kit.request({ method: 'GET', url: '/api/messages', host: hostB, token })
    expect(messages.statusCode).toBe(200)
    expect(messages.json().messages).toEqual([
      expect.objectContaining({ id, card: { id: await kit.demoCardId(hostB), key: 'demo' }, from: { name: lead.name, email: lead.email, phone: lead.phone }, message: lead.message, read_at: null }),
    ])
    const notifications = await kit.request({ method: 'GET', url: '/api/notifications', host: hostB, token })
    expect(notifications.json().unread).toBe(1)
    const [notification] = notifications.json().notifications
    expect(notification).toMatchObject({ kind: 'lead', title: 'New contact from Lena Visitor on the card of Tomás Ferreira', read_at: null })

    const read = await kit.request({ method: 'PATCH', url: `/api/notifications/${notification.id}`, host: hostB, token, payload: { read: true } })
    expect(read.statusCode).toBe(200)
    expect(read.json().read_at).not.toBeNull()
    expect((await kit.request({ method: 'GET', url: '/api/notifications', host: hostB, token })).json().unread).toBe(0)

    const tokenOnA = await kit.signIn('admin@example.com', hostA)
    expect((await kit.request({ method: 'GET', url: '/api/messages', host: hostA, token: tokenOnA })).json().messages).toEqual([])
    expect((await kit.request({ method: 'GET', url: '/api/notifications', host: hostA, token: tokenOnA })).json()).toEqual({ notifications: [], unread: 0 })
    const foreign = await kit.request({ method: 'PATCH', url: `/api/notifications/${notification.id}`, host: hostA, token: tokenOnA, payload: { read: false } })
    expect(foreign.statusCode).toBe(404)
    expect((await kit.request({ method: 'GET', url: '/api/messages', host: hostB })).statusCode).toBe(401)

    // Another signed-in person of the site sees none of it.
    const other = await kit.signIn('someone@example.org', hostB)
    expect((await kit.request({ method: 'GET', url: '/api/messages', host: hostB, token: other })).json().messages).toEqual([])

    const figures = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/vcards/${await kit.demoCardId(hostB)}/figures`, host: hostB, token })
    expect(figures.json().leads).toBe(1)
    expectCountedToday(figures.json().days, { first, last: utcDay() }, { leads: 1 })
  })

  it('keeps the visitor\'s guest identity when they send it back, and gives a new one for a foreign id', async () => {
    const first = (await sendLead('demo', hostA)).json<{ guest_id: string }>()
    const second = await sendLead('demo', hostA, { ...lead, guest_id: first.guest_id })
    expect(second.statusCode).toBe(201)
    expect(second.json().guest_id).toBe(first.guest_id)

    const guestOnB = (await kit.request({ method: 'POST', url: '/api/auth/guests', host: hostB })).json<{ role_id: string }>().role_id
    const third = await sendLead('demo', hostA, { ...lead, guest_id: guestOnB })
    expect(third.statusCode).toBe(201)
    expect([first.guest_id, guestOnB]).not.toContain(third.json().guest_id)
  })

  it('sends a lead on a card with no owner to the brand\'s owner', async () => {
    const token = await kit.signIn('admin@example.com', hostA)
    const brandA = (await kit.siteOf(hostA)).brand_id
    const created = await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: { key: 'front-desk', given_name: 'Front', family_name: 'Desk', published: true } })
    expect(created.json().owner_user_id).toBeNull()
    const response = await sendLead('front-desk', hostA)
    expect(response.statusCode).toBe(201)
    const [message] = await t.query<{ to_user_id: string }>('select to_user_id from messages where id = $1', [response.json().id])
    expect(message!.to_user_id).toBe(await kit.userId('admin@example.com'))
  })

  it('refuses bad fields with a message naming each, and stores or sends nothing', async () => {
    const mailsBefore = smtp.countTo('admin@example.com')
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...lead, name: '' }, /^name: must not be empty$/],
      [{ ...lead, name: 'Evil\r\nBcc: victim@example.org' }, /^name: must be one line/],
      [{ ...lead, email: 'nope' }, /^email: must be an e-mail address/],
      [{ ...lead, phone: 'call me maybe' }, /^phone: may hold only digits/],
      [{ ...lead, message: 'x'.repeat(2001) }, /^message: must be at most 2000 characters$/],
      [{ ...lead, guest_id: 'not-an-id' }, /^guest_id: /],
      [{ name: 'No Email' }, /^email: /],
    ]
    for (const [payload, message] of cases) {
      const response = await sendLead('demo', hostA, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(response.json().message).toMatch(message)
    }
    for (const [key, host] of [['demo', 'unknown.example'], ['no-such-card', hostA]] as const) {
      expect((await sendLead(key, host)).statusCode).toBe(404)
    }
    expect(await count('messages')).toBe(0)
    expect(await count('notifications')).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.countTo('admin@example.com')).toBe(mailsBefore)
  })

  it('refuses a lead on a draft card or through another brand\'s host', async () => {
    const token = await kit.signIn('admin@example.com', hostA)
    const brandA = (await kit.siteOf(hostA)).brand_id
    await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: { key: 'drafty', given_name: 'Draft' } })
    await kit.request({ method: 'POST', url: `/api/brands/${brandA}/vcards`, host: hostA, token, payload: { key: 'a-only', given_name: 'A', published: true } })
    expect((await sendLead('drafty', hostA)).statusCode).toBe(404)
    expect((await sendLead('a-only', hostB)).statusCode).toBe(404)
    expect(await count('messages')).toBe(0)
  })

  it('accepts 10 leads an hour from one network address, then refuses', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < leadsPerAddressPerHour; i++) expect((await sendLead('demo', hostA, lead, ip)).statusCode).toBe(201)
    const over = await sendLead('demo', hostA, lead, ip)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Too many contact requests were sent from your network in the last hour; try again later' })
    // Over any card: the limit is the address's.
    expect((await sendLead('demo', hostB, lead, ip)).statusCode).toBe(429)
    expect(await count('messages')).toBe(leadsPerAddressPerHour)
    // Another address is not held back, and an hour later the first is free again.
    expect((await sendLead('demo', hostA, lead, '203.0.113.78')).statusCode).toBe(201)
    await t.query(`update messages set created_at = created_at - interval '59 minutes' where request_ip = $1`, [ip])
    expect((await sendLead('demo', hostA, lead, ip)).statusCode).toBe(429)
    await t.query(`update messages set created_at = created_at - interval '2 minutes' where request_ip = $1`, [ip])
    expect((await sendLead('demo', hostA, lead, ip)).statusCode).toBe(201)
  })

  it('accepts 30 leads an hour on one card, then refuses whoever sends them', async () => {
    const mailsBefore = smtp.countTo('admin@example.com')
    for (let i = 0; i < leadsPerCardPerHour; i++) {
      expect((await sendLead('demo', hostA, lead, `192.0.2.${i + 1}`)).statusCode).toBe(201)
    }
    const over = await sendLead('demo', hostA, lead, '192.0.2.200')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ status: 'error', code: expect.any(String), message: 'This card has received too many contact requests in the last hour; try again later' })
    // Sent at the same time, none slips past the limit either.
    const parallel = await Promise.all(Array.from({ length: 5 }, (_, i) => sendLead('demo', hostA, lead, `192.0.2.${210 + i}`)))
    expect(parallel.map((response) => response.statusCode)).toEqual([429, 429, 429, 429, 429])
    expect(await count('messages')).toBe(leadsPerCardPerHour)
    expect(await count('notifications')).toBe(leadsPerCardPerHour)
    // The other brand's card is a different card.
    expect((await sendLead('demo', hostB, lead, '192.0.2.201')).statusCode).toBe(201)

    await smtp.waitForMail('admin@example.com', 15_000, mailsBefore + leadsPerCardPerHour)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.countTo('admin@example.com')).toBe(mailsBefore + leadsPerCardPerHour + 1)
  })

  it('lets no parallel burst from one address past its limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: leadsPerAddressPerHour + 5 }, () => sendLead('demo', hostA, lead, '203.0.113.99')),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(leadsPerAddressPerHour)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(await count('messages')).toBe(leadsPerAddressPerHour)
  })
})
