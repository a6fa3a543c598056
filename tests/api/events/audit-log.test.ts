import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { codeFrom } from '../../helpers/smtp'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Event = { id: string; at: string; action: string; object_type: string; object_id: string | null; summary: string; actor: { id: string | null; email: string | null }; ip: string | null }

describe.each(backends)('the audit log (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  const brandEvents = async (host: string, token: string | null, query = '') => {
    const site = await kit.siteOf(host)
    return kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/events${query}`, host, token })
  }
  const personEvents = (host: string, token: string | null, userId: string, query = '') =>
    kit.request({ method: 'GET', url: `/api/users/${userId}/events${query}`, host, token })
  const recentlyAt = (at: string) => expect(Math.abs(Date.now() - Date.parse(at))).toBeLessThan(60_000)

  async function askCode(email: string, remoteAddress = '198.51.100.20') {
    const before = smtp.countTo(email)
    const asked = await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, payload: { email }, remoteAddress })
    if (asked.statusCode !== 200) return { status: asked.statusCode, code: '' }
    return { status: 200, code: codeFrom(await smtp.waitForMail(email, 15_000, before)) }
  }

  it('records signing in and out with who, when and from which address, and never the code or the token', async () => {
    const email = 'sign-in-log@example.org'
    const { code } = await askCode(email)
    const signedIn = await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, payload: { email, code }, remoteAddress: '198.51.100.21' })
    const { token } = signedIn.json<{ token: string }>()
    const userId = await kit.userId(email)
    const out = await kit.request({ method: 'DELETE', url: '/api/auth/tokens/current', host: hostA, token, remoteAddress: '198.51.100.22' })
    expect(out.statusCode).toBe(204)

    const reader = await kit.openSession(email, hostA)
    const { events } = (await personEvents(hostA, reader, userId)).json<{ events: Event[] }>()
    expect(events.map((event) => event.action)).toEqual(['session.signed-out', 'session.signed-in'])
    expect(events[1]).toMatchObject({ object_type: 'user', object_id: userId, actor: { id: userId, email }, ip: '198.51.100.21', summary: `Signed in as ${email}` })
    expect(events[0]).toMatchObject({ object_id: userId, actor: { id: userId, email }, ip: '198.51.100.22' })
    for (const event of events) recentlyAt(event.at)

    const stored = JSON.stringify(await t.query('select * from audit_events'))
    expect(stored).not.toContain(code)
    expect(stored).not.toContain(token)
  })

  it('records a burst of refused sign-ins once: the fifth wrong code, and a limit that is hit, not every typo', async () => {
    const email = 'burst@example.org'
    const { code } = await askCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const failures = async () => (await t.query<Event & { object_id: string; ip: string }>(`select * from audit_events where action = 'session.sign-in-failed' order by at`))
    for (let i = 1; i <= 4; i++) await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, payload: { email, code: wrong }, remoteAddress: '203.0.113.5' })
    expect(await failures()).toEqual([])
    await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, payload: { email, code: wrong }, remoteAddress: '203.0.113.5' })
    // Tries on the locked code after that add nothing.
    await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostA, payload: { email, code: wrong }, remoteAddress: '203.0.113.5' })
    expect(await failures()).toEqual([
      expect.objectContaining({ object_type: 'address', object_id: email, actor_user_id: null, ip: '203.0.113.5', summary: `Sign-in to ${email} refused: 5 wrong codes` }),
    ])

    // 5 codes an hour for one address: the 6th and 7th asks are refused, and recorded once.
    for (let i = 2; i <= 5; i++) expect((await askCode(email)).status).toBe(200)
    expect((await askCode(email)).status).toBe(429)
    expect((await askCode(email)).status).toBe(429)
    expect((await failures()).map((row) => row.summary)).toEqual([
      `Sign-in to ${email} refused: 5 wrong codes`,
      `Sign-in codes for ${email} refused: 5 asked for within an hour`,
    ])

    // The person sees both in their own log, once they have an account.
    const token = await kit.openSession(email, hostA)
    const { events } = (await personEvents(hostA, token, await kit.userId(email), '?action=session.sign-in-failed')).json<{ events: Event[] }>()
    expect(events).toHaveLength(2)

    // 30 codes an hour from one network, whatever the addresses.
    for (let i = 1; i <= 30; i++) expect((await askCode(`net-${i}@example.org`, '203.0.113.77')).status).toBe(200)
    expect((await askCode('net-31@example.org', '203.0.113.77')).status).toBe(429)
    expect((await askCode('net-32@example.org', '203.0.113.77')).status).toBe(429)
    const network = (await failures()).filter((row) => row.object_id === '203.0.113.77')
    expect(network).toEqual([expect.objectContaining({ object_type: 'network', summary: 'Sign-in codes refused to 203.0.113.77: 30 asked for within an hour' })])
  })

  it('records creating, editing, publishing, withdrawing and deleting a card in the brand\'s log', async () => {
    const token = await kit.openSession('card-admin@example.org', hostA)
    await kit.makeBrandAdmin('card-admin@example.org', hostA)
    const adminId = await kit.userId('card-admin@example.org')
    const site = await kit.siteOf(hostA)
    const card = await kit.createCard(hostA, token, { key: 'logged', given_name: 'Lou', family_name: 'Logged' })
    const cardUrl = `/api/brands/${site.brand_id}/vcards/${card.id}`
    const send = (method: 'PATCH' | 'DELETE', payload?: object) => kit.request({ method, url: cardUrl, host: hostA, token, payload, remoteAddress: '192.0.2.44' })
    expect((await send('PATCH', { job_title: 'Maker', published: true })).statusCode).toBe(200)
    // Publishing what is already published changes nothing and records no flip.
    expect((await send('PATCH', { published: true })).statusCode).toBe(200)
    expect((await send('PATCH', { published: false })).statusCode).toBe(200)
    expect((await send('DELETE')).statusCode).toBe(204)

    const { events } = (await brandEvents(hostA, token)).json<{ events: Event[] }>()
    const label = '"Lou Logged" (/vcard/logged)'
    expect(events.map((event) => [event.action, event.summary])).toEqual([
      ['card.deleted', `Deleted the card ${label}`],
      ['card.unpublished', `Withdrew the card ${label}`],
      ['card.published', `Published the card ${label}`],
      ['card.edited', `Edited the card ${label}: job title`],
      ['card.created', `Created the card ${label}`],
    ])
    for (const event of events) {
      expect(event).toMatchObject({ object_type: 'card', object_id: card.id, actor: { id: adminId, email: 'card-admin@example.org' } })
      recentlyAt(event.at)
    }
    expect(events[0]!.ip).toBe('192.0.2.44')
  })

  it('narrows the list by action, person, time and words, and pages back with the cursor', async () => {
    const token = await kit.openSession('filter-admin@example.org', hostA)
    await kit.makeBrandAdmin('filter-admin@example.org', hostA)
    const other = await kit.openSession('filter-other@example.org', hostA)
    await kit.makeBrandAdmin('filter-other@example.org', hostA)
    for (const key of ['alpha', 'beta', 'gamma']) await kit.createCard(hostA, token, { key, given_name: key })
    await kit.createCard(hostA, other, { key: 'delta', given_name: 'Delta' })
    const list = async (query: string) => (await brandEvents(hostA, token, query)).json<{ events: Event[]; next_before: string | null }>()

    expect((await list('?action=card.created')).events).toHaveLength(4)
    expect((await list('?action=card.deleted')).events).toEqual([])
    expect((await list(`?actor=${await kit.userId('filter-other@example.org')}`)).events.map((event) => event.summary)).toEqual(['Created the card "Delta" (/vcard/delta)'])
    expect((await list('?q=BETA')).events.map((event) => event.summary)).toEqual(['Created the card "beta" (/vcard/beta)'])
    expect((await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).events).toEqual([])
    expect((await list(`?to=${encodeURIComponent(new Date(Date.now() - 60 * 60_000).toISOString())}`)).events).toEqual([])

    const first = await list('?limit=3')
    expect(first.events.map((event) => event.summary)).toEqual(['Created the card "Delta" (/vcard/delta)', 'Created the card "gamma" (/vcard/gamma)', 'Created the card "beta" (/vcard/beta)'])
    const second = await list(`?limit=3&before=${encodeURIComponent(first.next_before!)}`)
    expect(second.events.map((event) => event.summary)).toEqual(['Created the card "alpha" (/vcard/alpha)'])
    expect(second.next_before).toBeNull()

    const bad = await brandEvents(hostA, token, '?from=yesterday')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('from: must be a date and time such as 2026-11-01T09:00:00Z')
    expect((await brandEvents(hostA, token, '?action=card.eaten')).statusCode).toBe(400)
  })

  it('exports the same filter as CSV, guarded against formulas, and records the export', async () => {
    const token = await kit.openSession('export-admin@example.org', hostA)
    await kit.makeBrandAdmin('export-admin@example.org', hostA)
    const site = await kit.siteOf(hostA)
    await kit.createCard(hostA, token, { key: 'exported', given_name: 'Ex', family_name: 'Port' })
    await kit.createCard(hostA, token, { key: 'other', given_name: 'Not', family_name: 'This' })
    await t.query(`insert into audit_events (brand_id, site_id, action, object_type, summary) values ($1, $2, 'brand.edited', 'brand', '=HYPERLINK("http://evil.example")')`, [site.brand_id, site.id])

    const response = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/events.csv?q=Port`, host: hostA, token, remoteAddress: '192.0.2.9' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="events-brand-\d{4}-\d\d-\d\d\.csv"$/)
    const rows = parse(response.body, { columns: true }) as Record<string, string>[]
    expect(rows).toEqual([
      {
        when: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        action: 'card.created',
        who: 'export-admin@example.org',
        who_id: await kit.userId('export-admin@example.org'),
        object_type: 'card',
        object_id: expect.any(String),
        summary: 'Created the card "Ex Port" (/vcard/exported)',
        changes: '',
        address: '127.0.0.1',
      },
    ])

    const formula = parse((await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/events.csv?action=brand.edited`, host: hostA, token })).body, { columns: true }) as Record<string, string>[]
    expect(formula.map((row) => row.summary)).toEqual([`'=HYPERLINK("http://evil.example")`])

    const { events } = (await brandEvents(hostA, token, '?action=events.exported')).json<{ events: Event[] }>()
    expect(events.map((event) => [event.summary, event.ip])).toEqual([
      ['Exported 1 event as CSV (action brand.edited)', '127.0.0.1'],
      ['Exported 1 event as CSV (q Port)', '192.0.2.9'],
    ])

    const mine = await kit.request({ method: 'GET', url: `/api/users/${await kit.userId('export-admin@example.org')}/events.csv`, host: hostA, token })
    expect(mine.statusCode).toBe(200)
    expect((parse(mine.body, { columns: true }) as Record<string, string>[]).map((row) => row.action)).toEqual(['events.exported', 'events.exported', 'card.created', 'card.created'])
  })

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    await t.query(`insert into audit_events (action, object_type, summary) values ('site.edited', 'site', 'kept for ever')`)
    await expect(t.query(`update audit_events set summary = 'rewritten'`)).rejects.toThrow('audit_events is append-only: UPDATE is not allowed')
    await expect(t.query(`delete from audit_events`)).rejects.toThrow('audit_events is append-only: DELETE is not allowed')
    await expect(t.query(`truncate audit_events`)).rejects.toThrow('audit_events is append-only: TRUNCATE is not allowed')
    expect(await t.query(`select summary from audit_events where summary = 'kept for ever'`)).toEqual([{ summary: 'kept for ever' }])
  })

  it('shows a brand\'s and a person\'s events only through their own site, and a person\'s only to them and the site\'s admins', async () => {
    const tokenA = await kit.openSession('scope-a@example.org', hostA)
    await kit.makeBrandAdmin('scope-a@example.org', hostA)
    await kit.createCard(hostA, tokenA, { key: 'scoped', given_name: 'Scoped' })
    const siteA = await kit.siteOf(hostA)
    const tokenB = await kit.openSession('scope-b@example.org', hostB)
    await kit.makeBrandAdmin('scope-b@example.org', hostB)

    const throughB = await kit.request({ method: 'GET', url: `/api/brands/${siteA.brand_id}/events`, host: hostB, token: tokenB })
    expect(throughB.statusCode).toBe(404)
    const csvThroughB = await kit.request({ method: 'GET', url: `/api/brands/${siteA.brand_id}/events.csv`, host: hostB, token: tokenB })
    expect(csvThroughB.statusCode).toBe(404)
    expect(JSON.stringify((await brandEvents(hostB, tokenB)).json())).not.toContain('scoped')

    // The same person on site B sees none of what they did on site A.
    const userA = await kit.userId('scope-a@example.org')
    const sameOnB = await kit.openSession('scope-a@example.org', hostB)
    expect((await personEvents(hostB, sameOnB, userA)).json().events).toEqual([])
    expect((await personEvents(hostA, tokenA, userA)).json().events).toHaveLength(1)

    const member = await kit.signInAs('member', hostA)
    expect((await personEvents(hostA, member, userA)).statusCode).toBe(404)
    expect((await brandEvents(hostA, member)).statusCode).toBe(403)
    expect((await personEvents(hostA, null, userA)).statusCode).toBe(401)
    const operator = await kit.signInAs('site admin', hostA)
    expect((await personEvents(hostA, operator, userA)).json().events).toHaveLength(1)
  })
})
