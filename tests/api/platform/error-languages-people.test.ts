import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Locale = 'en' | 'de' | 'ar'

/** A message of the catalog as a reader of `locale` reads it, with its values. */
function catalogText(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const area = id.split('.')[0]!
  const file = path.resolve(__dirname, `../../../src/i18n/catalogs/${locale}/${area}.json`)
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id]
  if (text === undefined) throw new Error(`${locale}/${area}.json has no ${id}`)
  return String(new IntlMessageFormat(text, { en: 'en-GB', de: 'de-DE', ar: 'ar' }[locale]).format(values))
}

const allDay = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay }
const call30 = { title: 'Intro call', duration_minutes: 30, location: { kind: 'video', url: 'https://meet.example/intro' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, horizon_days: 30, published: true }
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** How each language is asked for: the address's ?lang=, the browser's Accept-Language, the device's cookie. */
const askedIn: Record<Locale, { query: string; headers: Record<string, string> }[]> = {
  en: [{ query: '', headers: { 'accept-language': 'en-GB' } }],
  de: [
    { query: '?lang=de', headers: {} },
    { query: '', headers: { 'accept-language': 'de-DE,de;q=0.9' } },
  ],
  ar: [
    { query: '?lang=ar', headers: { 'accept-language': 'de' } },
    { query: '', headers: { cookie: 'marque_lang=ar' } },
  ],
}

describe.each(backends)("the people's refusals come in the requester's language, with the same code and field (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)
  const fresh = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`
  const withQuery = (url: string, query: string) => (query ? `${url}${url.includes('?') ? '&' : '?'}${query.slice(1)}` : url)

  /** Asks the same thing in each language: the code, the field and the status stay; the message is the catalog's. */
  async function expectSaidInEachLanguage(
    ask: (language: { query: string; headers: Record<string, string> }) => Promise<{ statusCode: number; json(): unknown }>,
    expected: { status: number; code: string; field?: string; id: string; values?: Record<string, string | number>; prefix?: string },
  ) {
    const answers: Partial<Record<Locale, { message: string }>> = {}
    for (const locale of ['en', 'de', 'ar'] as const) {
      for (const language of askedIn[locale]) {
        const answer = await ask(language)
        const message = `${expected.prefix ?? ''}${catalogText(locale, expected.id, expected.values)}`
        expect(answer.statusCode, `${locale} ${JSON.stringify(language)}`).toBe(expected.status)
        expect(answer.json(), `${locale} ${JSON.stringify(language)}`).toEqual({ status: 'error', code: expected.code, message, ...(expected.field ? { field: expected.field } : {}) })
        answers[locale] = answer.json() as { message: string }
      }
    }
    // Three languages, three texts: none of them is English said again.
    expect(new Set([answers.en!.message, answers.de!.message, answers.ar!.message]).size).toBe(3)
    expect(answers.ar!.message).toMatch(/[\u0600-\u06FF]/)
    return answers as Record<Locale, { message: string }>
  }

  it('refuses an expired, a used and an unknown invitation link in German and Arabic', async () => {
    const site = await kit.siteOf(hostA)
    const inviter = fresh('inviter')
    await kit.openSession(inviter, hostA)
    const { database, repositories } = t.app.context
    const invitedBy = await kit.userId(inviter)
    const invite = (email: string) => database.db.transaction((tx) => repositories.invitations.create(tx, { brandId: site.brand_id, siteId: site.id, email, role: 'editor', invitedBy }))

    const late = await invite(fresh('late'))
    await t.query(`update brand_invitations set expires_at = now() - interval '1 minute' where id = $1`, [late.invitation.id])
    const expired = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'GET', url: withQuery(`/api/invitations/${late.token}`, query), host: hostA, headers }),
      { status: 410, code: 'gone', id: 'brandsErrors.invitationExpired' },
    )
    expect(expired.en.message).toBe('This invitation has expired (links last 7 days). Ask the person who invited you to send it again.')
    expect(expired.de.message).toContain('Diese Einladung ist abgelaufen')

    const used = await invite(fresh('joiner'))
    expect((await kit.request({ method: 'POST', url: `/api/invitations/${used.token}/accept`, host: hostA })).statusCode).toBe(200)
    const again = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'POST', url: withQuery(`/api/invitations/${used.token}/accept`, query), host: hostA, headers }),
      { status: 410, code: 'gone', id: 'brandsErrors.invitationUsed' },
    )
    expect(again.de.message).toBe('Diese Einladung wurde bereits angenommen. Melden Sie sich an, um die Marke zu öffnen.')

    await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'GET', url: withQuery(`/api/invitations/${randomBytes(24).toString('base64url')}`, query), host: hostA, headers }),
      { status: 404, code: 'not_found', id: 'brandsErrors.invitationUnknown' },
    )
  })

  it("refuses the last owner's leaving and an invitation to someone already in the brand, naming the field", async () => {
    const site = await kit.siteOf(hostA)
    const owner = fresh('owner')
    const token = await kit.openSession(owner, hostA)
    await t.query(`delete from brand_members where brand_id = $1 and role = 'owner'`, [site.brand_id])
    await kit.makeBrandAdmin(owner, hostA, 'owner')
    const ownerId = await kit.userId(owner)

    const leaving = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'DELETE', url: withQuery(`/api/brands/${site.brand_id}/members/${ownerId}`, query), host: hostA, token, headers }),
      { status: 400, code: 'invalid_request', id: 'brandsErrors.lastOwner', values: { doing: 'leave' } },
    )
    expect(leaving.en.message).toBe('A brand always keeps an owner: this is its last one, who cannot leave. Make another member owner first, then step down.')
    expect(leaving.de.message).toContain('die Marke nicht verlassen')

    const demoting = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'PATCH', url: withQuery(`/api/brands/${site.brand_id}/members/${ownerId}`, query), host: hostA, token, headers, payload: { role: 'editor' } }),
      { status: 400, code: 'invalid_field', field: 'role', id: 'brandsErrors.lastOwner', values: { doing: 'newRole' } },
    )
    expect(demoting.de.message).toContain('keine andere Rolle erhalten')

    const member = fresh('member')
    await kit.openSession(member, hostA)
    await kit.makeBrandAdmin(member, hostA)
    const already = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'POST', url: withQuery(`/api/brands/${site.brand_id}/invitations`, query), host: hostA, token, headers, payload: { email: member, role: 'editor' } }),
      { status: 400, code: 'invalid_field', field: 'email', id: 'brandsErrors.alreadyMember', values: { email: member, role: 'admin' }, prefix: 'email: ' },
    )
    expect(already.en.message).toBe(`email: ${member} is already in this brand (admin); change their role in the list of members`)
    expect(already.de.message).toBe(`email: ${member} ist bereits in dieser Marke (Admin); ändern Sie die Rolle in der Mitgliederliste`)
  })

  it('refuses a wrong sign-in code, counting the tries left in each language', async () => {
    const site = await kit.siteOf(hostA)
    const email = fresh('signer')
    const issued = await t.app.context.repositories.sessions.requestCode({ siteId: site.id, email, ip: '203.0.113.9' })
    if (!issued.ok) throw new Error('no code was issued')
    const wrong = String((Number(issued.code) + 1) % 1_000_000).padStart(6, '0')
    const tries: Record<Locale, string> = { en: '', de: '', ar: '' }
    let triesLeft = 4
    for (const locale of ['de', 'ar', 'en'] as const) {
      const [language] = askedIn[locale]
      const answer = await kit.request({ method: 'POST', url: withQuery('/api/auth/tokens', language!.query), host: hostA, headers: language!.headers, payload: { email, code: wrong } })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ status: 'error', code: 'invalid_field', field: 'code', message: `code: ${catalogText(locale, 'sessionsErrors.codeWrong', { triesLeft })}` })
      tries[locale] = answer.json<{ message: string }>().message
      triesLeft -= 1
    }
    expect(tries.de).toBe('code: Der Code ist nicht richtig; noch 4 Versuche übrig')
    expect(tries.en).toBe('code: the code is not right; 2 tries left')
    expect(tries.ar).toMatch(/محاولات|محاولة/)

    // A suspended person who sends the right code is told so, under the code the app keys on.
    const paused = fresh('paused')
    await kit.openSession(paused, hostA)
    await t.query('update users set suspended_at = now() where email = $1', [paused])
    for (const locale of ['de', 'en'] as const) {
      const pausedCode = await t.app.context.repositories.sessions.requestCode({ siteId: site.id, email: paused, ip: '203.0.113.10' })
      if (!pausedCode.ok) throw new Error('no code was issued')
      const [language] = askedIn[locale]
      const refused = await kit.request({ method: 'POST', url: withQuery('/api/auth/tokens', language!.query), host: hostA, headers: language!.headers, payload: { email: paused, code: pausedCode.code } })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ status: 'error', code: 'account_suspended', message: catalogText(locale, 'sessionsErrors.accountSuspended') })
    }

    // No code was asked for this address: said as the missing code, on the same field.
    await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'POST', url: withQuery('/api/auth/tokens', query), host: hostA, headers, payload: { email: fresh('nobody'), code: '123456' } }),
      { status: 400, code: 'invalid_field', field: 'code', id: 'sessionsErrors.noSignInCode', prefix: 'code: ' },
    )
  })

  it('says a time another visitor just took, and a host name another site has, in German and Arabic', async () => {
    const site = await kit.siteOf(hostA)
    const host = fresh('host')
    const token = await kit.openSession(host, hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(host), 'admin'])
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: call30 })
    expect(made.statusCode, made.body).toBe(201)
    const typeId = made.json<{ id: string }>().id
    const days = await kit.request({ method: 'GET', url: `/api/appointment-types/${typeId}/slots?from=${tomorrow()}&to=${tomorrow()}&time_zone=UTC`, host: hostA })
    const start = days.json<{ days: { slots: { start: string }[] }[] }>().days[0]!.slots[0]!.start
    const book = (query: string, headers: Record<string, string>, name: string) =>
      kit.request({ method: 'POST', url: withQuery(`/api/appointment-types/${typeId}/bookings`, query), host: hostA, headers, payload: { start, name, email: fresh('visitor'), time_zone: 'UTC' } })
    expect((await book('', {}, 'First')).statusCode).toBe(201)
    const taken = await expectSaidInEachLanguage(({ query, headers }) => book(query, headers, 'Second'), {
      status: 409,
      code: 'invalid_field',
      field: 'start',
      id: 'appointmentsErrors.slotTaken',
      prefix: 'start: ',
    })
    expect(taken.en.message).toBe('start: That time was just taken; choose another.')
    expect(taken.de.message).toBe('start: Diese Zeit wurde gerade vergeben; wählen Sie eine andere.')

    const sites = await kit.request({ method: 'GET', url: `/api/brands/${site.brand_id}/sites`, host: hostA, token })
    expect(sites.statusCode, sites.body).toBe(200)
    const siteId = sites.json<{ sites: { id: string }[] }>().sites[0]!.id
    const conflict = await expectSaidInEachLanguage(
      ({ query, headers }) => kit.request({ method: 'POST', url: withQuery(`/api/brands/${site.brand_id}/sites/${siteId}/hosts`, query), host: hostA, token, headers, payload: { hostname: hostA } }),
      { status: 409, code: 'invalid_field', field: 'hostname', id: 'sitesErrors.hostnameTaken', values: { hostname: hostA }, prefix: 'hostname: ' },
    )
    expect(conflict.en.message).toBe(`hostname: ${hostA} is already a host name of a site on this server`)
    expect(conflict.de.message).toBe(`hostname: ${hostA} ist bereits Hostname einer Website auf diesem Server`)

    // What a host check found is kept as words, and said to each reader in their language.
    await t.query(`update site_hosts set check_problem = $1 where hostname = $2`, [JSON.stringify({ id: 'sitesErrors.hostCheck.answered', values: { status: '404' } }), hostA])
    const problemIn = async (locale: Locale) => {
      const [language] = askedIn[locale]
      const listed = await kit.request({ method: 'GET', url: withQuery(`/api/brands/${site.brand_id}/sites`, language!.query), host: hostA, token, headers: language!.headers })
      const hosts = listed.json<{ sites: { hosts: { hostname: string; check_problem: string | null }[] }[] }>().sites.flatMap((one) => one.hosts)
      return hosts.find((one) => one.hostname === hostA)!.check_problem
    }
    expect(await problemIn('en')).toBe('answered 404')
    expect(await problemIn('de')).toBe('Er antwortete mit 404')
    expect(await problemIn('ar')).toBe(catalogText('ar', 'sitesErrors.hostCheck.answered', { status: '404' }))
  })
})
