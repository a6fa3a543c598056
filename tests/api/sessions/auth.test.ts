import { describe, expect, it } from 'vitest'
import { codeFrom } from '../../helpers/smtp'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('sign-in by e-mailed code (%s)', (backend) => {
  const { t, smtp, kit } = useTestApp(backend, { mail: true })

  const host = (name: string) => ({ host: `${name}:3000` })

  async function askCode(email: string, hostname = 'localhost', remoteAddress = '127.0.0.1') {
    return t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: host(hostname), payload: { email }, remoteAddress })
  }
  async function sendCode(email: string, code: string, hostname = 'localhost') {
    return t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: host(hostname), payload: { email, code } })
  }
  async function mailedCode(email: string, hostname = 'localhost') {
    const before = smtp.countTo(email)
    const asked = await askCode(email, hostname)
    expect(asked.statusCode).toBe(200)
    return codeFrom(await smtp.waitForMail(email, 15_000, before))
  }
  const signIn = (email: string, hostname = 'localhost') => kit.signIn(email, `${hostname}:3000`)
  const siteId = async (hostname: string) => (await kit.siteOf(hostname)).id

  it('mails a code in the brand of the asking site, exchanges it for a token, and auth/me answers the role', async () => {
    const email = 'visitor@example.org'
    const asked = await askCode(email)
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ sent: true })

    const mail = await smtp.waitForMail(email)
    expect(mail.subject).toBe('Your Northwind Studio sign-in code')
    expect(mail.fromName).toBe('Northwind Studio')
    expect(mail.from).toBe('cards@marque.test')
    const code = codeFrom(mail)

    const exchanged = await sendCode(email, code)
    expect(exchanged.statusCode).toBe(200)
    const { token, expires_at } = exchanged.json<{ token: string; expires_at: string }>()
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)
    const lifetimeDays = (Date.parse(expires_at) - Date.now()) / 86_400_000
    expect(lifetimeDays).toBeGreaterThan(29.9)
    expect(lifetimeDays).toBeLessThanOrEqual(30)

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...host('localhost'), authorization: `Bearer ${token}`, 'x-site-id': await siteId('localhost') },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ type: 'member', user: { email } })
    expect(me.json().id).toEqual(expect.any(String))

    // Only hashes are stored: neither the code nor the token is in the database.
    const stored = JSON.stringify(await t.query('select * from login_codes')) + JSON.stringify(await t.query('select * from sessions'))
    expect(stored).not.toContain(code)
    expect(stored).not.toContain(token)
    // And neither reaches the log.
    expect(t.logs()).not.toContain(code)
    expect(t.logs()).not.toContain(token)
  })

  it('answers a code request the same way for a known and an unknown address', async () => {
    const known = await askCode('admin@example.com')
    const unknown = await askCode('nobody-yet@example.org')
    expect(known.statusCode).toBe(unknown.statusCode)
    expect(known.body).toBe(unknown.body)
    expect(await t.query('select * from users where email = $1', ['nobody-yet@example.org'])).toHaveLength(0)
  })

  it('mails a sign-in link with the address and the code in its fragment, which signs in', async () => {
    const email = 'link+tag@example.org'
    expect((await askCode(email)).statusCode).toBe(200)
    const mail = await smtp.waitForMail(email)
    const code = codeFrom(mail)
    // Back to the origin the code was asked through (plain http here).
    const link = `http://localhost:3000/auth#email=${encodeURIComponent(email)}&code=${code}`
    expect(link).toContain('email=link%2Btag%40example.org')
    expect(mail.text).toContain(link)
    // The fragment is all the app needs: it reads the address and the code back and exchanges them.
    const fragment = new URLSearchParams(new URL(link).hash.slice(1))
    const exchanged = await sendCode(fragment.get('email')!, fragment.get('code')!)
    expect(exchanged.statusCode).toBe(200)
    expect(exchanged.json().token).toEqual(expect.any(String))
    expect(t.logs()).not.toContain(code)
  })

  it('refuses a wrong code and says how many tries are left', async () => {
    const email = 'wrong@example.org'
    const code = await mailedCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await sendCode(email, wrong)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: 'code: the code is not right; 4 tries left', field: 'code' })
    expect(response.json().token).toBeUndefined()
  })

  it('voids a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const email = 'guesser@example.org'
    const code = await mailedCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await sendCode(email, wrong)).statusCode).toBe(400)
    const sixth = await sendCode(email, code)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({ status: 'error', code: expect.any(String), message: 'code: too many wrong tries for this code; ask for a new code', field: 'code' })
    expect(await t.query('select * from sessions')).toHaveLength(0)
  })

  it('refuses an expired code', async () => {
    const email = 'late@example.org'
    const code = await mailedCode(email)
    await t.query(`update login_codes set expires_at = now() - interval '1 second' where email = $1`, [email])
    const response = await sendCode(email, code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      status: 'error',
      code: expect.any(String),
      message: 'code: this code has expired (codes last 10 minutes); ask for a new code',
      field: 'code',
    })
  })

  it('makes codes valid for ten minutes', async () => {
    const email = 'timer@example.org'
    await mailedCode(email)
    const [row] = await t.query<{ minutes: number }>(
      `select extract(epoch from (expires_at - created_at)) / 60 as minutes from login_codes where email = $1`,
      [email],
    )
    expect(Number(row!.minutes)).toBeCloseTo(10, 1)
  })

  it('refuses a code used once already', async () => {
    const email = 'twice@example.org'
    const code = await mailedCode(email)
    expect((await sendCode(email, code)).statusCode).toBe(200)
    const again = await sendCode(email, code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ status: 'error', code: expect.any(String), message: 'code: this code has already been used; ask for a new code', field: 'code' })
  })

  it('replaces the earlier code when a new one is asked for', async () => {
    const email = 'again@example.org'
    const first = await mailedCode(email)
    const second = await mailedCode(email)
    if (first !== second) expect((await sendCode(email, first)).statusCode).toBe(400)
    expect((await sendCode(email, second)).statusCode).toBe(200)
  })

  it('sends at most five codes per address an hour, and no mail past the limit', async () => {
    const email = 'flood@example.org'
    for (let i = 0; i < 5; i++) expect((await askCode(email)).statusCode).toBe(200)
    await smtp.waitForMail(email)
    const sixth = await askCode(email)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({
      status: 'error',
      code: expect.any(String),
      message: 'Too many codes were asked for this address in the last hour; wait a while and try again',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.countTo(email)).toBe(5)
    // The limit is over the last hour: 59 minutes on, still refused; 61 minutes on, a code again.
    await t.query(`update login_codes set created_at = created_at - interval '59 minutes' where email = $1`, [email])
    expect((await askCode(email)).statusCode).toBe(429)
    await t.query(`update login_codes set created_at = created_at - interval '2 minutes' where email = $1`, [email])
    expect((await askCode(email)).statusCode).toBe(200)
  })

  it('limits code requests from one network address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await askCode(`ip-${i}@example.org`, 'localhost', '203.0.113.9')).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another address is not held back by it.
    expect((await askCode('other-network@example.org', 'localhost', '198.51.100.4')).statusCode).toBe(200)
    // Over the last hour only.
    await t.query(`update login_codes set created_at = created_at - interval '59 minutes' where request_ip = $1`, ['203.0.113.9'])
    expect((await askCode('ip-late@example.org', 'localhost', '203.0.113.9')).statusCode).toBe(429)
    await t.query(`update login_codes set created_at = created_at - interval '2 minutes' where request_ip = $1`, ['203.0.113.9'])
    expect((await askCode('ip-late@example.org', 'localhost', '203.0.113.9')).statusCode).toBe(200)
  })

  it('revokes the token on sign-out', async () => {
    const token = await signIn('leaver@example.org')
    const headers = { ...host('localhost'), authorization: `Bearer ${token}` }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/tokens/current', headers })
    expect(out.statusCode).toBe(204)
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })
    expect(after.statusCode).toBe(401)
    expect(after.json().status).toBe('error')
  })

  it('scopes roles to the site: the demo admin is admin on both sites, an admin of one site is not admin of the other', async () => {
    const adminOnA = await signIn('admin@example.com', 'localhost')
    const adminOnB = await signIn('admin@example.com', '127.0.0.1')
    const roleOf = async (token: string, hostname: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...host(hostname), authorization: `Bearer ${token}` } })).json()
    expect((await roleOf(adminOnA, 'localhost')).type).toBe('admin')
    expect((await roleOf(adminOnB, '127.0.0.1')).type).toBe('admin')

    const member = await signIn('siteadmin@example.org', 'localhost')
    expect((await roleOf(member, 'localhost')).type).toBe('member')
    // Made admin of the first site only.
    await t.query(`update roles set type = 'admin' where user_id = (select id from users where email = $1)`, [
      'siteadmin@example.org',
    ])
    expect((await roleOf(member, 'localhost')).type).toBe('admin')
    const onB = await signIn('siteadmin@example.org', '127.0.0.1')
    expect((await roleOf(onB, '127.0.0.1')).type).toBe('member')
  })

  it('does not accept a token of one site on another site\'s host', async () => {
    const token = await signIn('traveller@example.org', 'localhost')
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...host('127.0.0.1'), authorization: `Bearer ${token}` },
    })
    expect(elsewhere.statusCode).toBe(401)
    expect(elsewhere.json()).toEqual({
      status: 'error',
      code: expect.any(String),
      message: 'The sign-in token is not valid here or has expired; sign in again',
    })
  })

  it('refuses an x-site-id that the host does not serve', async () => {
    const token = await signIn('pretender@example.org', 'localhost')
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...host('localhost'), authorization: `Bearer ${token}`, 'x-site-id': await siteId('127.0.0.1') },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: 'x-site-id names a site that this host name does not serve' })
  })

  it('creates a guest role on request', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/guests', headers: host('localhost') })
    expect(response.statusCode).toBe(200)
    const { role_id } = response.json<{ role_id: string }>()
    const [role] = await t.query<{ type: string; site_id: string }>('select type, site_id from roles where id = $1', [role_id])
    expect(role).toEqual({ type: 'guest', site_id: await siteId('localhost') })
  })

  it('limits guests created from one network address', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/guests', headers: host('localhost'), remoteAddress: '203.0.113.50' })
    for (let i = 0; i < 30; i++) expect((await ask()).statusCode).toBe(200)
    const over = await ask()
    expect(over.statusCode).toBe(429)
    expect(over.json().status).toBe('error')
    // Over the last hour only.
    await t.query(`update guest_requests set created_at = created_at - interval '59 minutes' where request_ip = $1`, ['203.0.113.50'])
    expect((await ask()).statusCode).toBe(429)
    await t.query(`update guest_requests set created_at = created_at - interval '2 minutes' where request_ip = $1`, ['203.0.113.50'])
    expect((await ask()).statusCode).toBe(200)
  })

  it('lets a signed-in person change their name and bio, and nobody else\'s', async () => {
    const token = await signIn('writer@example.org')
    const headers = { ...host('localhost'), authorization: `Bearer ${token}` }
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { name: 'Ada Writer', bio: 'Writes.' } })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ email: 'writer@example.org', name: 'Ada Writer', bio: 'Writes.' })
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })
    expect(me.json().user).toMatchObject({ name: 'Ada Writer', bio: 'Writes.' })
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers: host('localhost'), payload: { name: 'X' } })
    expect(anonymous.statusCode).toBe(401)
  })
})
