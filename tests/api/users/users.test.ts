import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeFrom } from '../../helpers/smtp'
import { hostA, hostB } from '../../support/api-client'
import { pngOfSize } from '../../support/image-fixtures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Person = { id: string; name: string; bio: string; image: string | null; listed: boolean; suspended: boolean; email: string | null; card: { key: string; link: string } | null }
type Directory = { people: Person[]; total: number; page: number; page_size: number; operator: boolean }

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`

describe.each(backends)('the people of a site (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  /** A new member of the host's site, with a name, listed or not; answers their id, address and token. */
  async function member(host: string, options: { name?: string; listed?: boolean; bio?: string } = {}) {
    const email = `${unique('person')}@example.org`
    const token = await kit.openSession(email, host)
    const id = await kit.userId(email)
    await t.query('update users set name = $2, bio = $3, listed = $4 where id = $1', [id, options.name ?? unique('Name'), options.bio ?? '', options.listed ?? false])
    return { id, email, token }
  }
  const operatorOf = (host: string) => kit.openSession('admin@example.com', host)
  const directory = async (host: string, token: string | null = null, query = '') => {
    const response = await kit.request({ method: 'GET', url: `/api/users${query}`, host, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Directory>()
  }
  const ids = (answer: Directory) => answer.people.map((person) => person.id)

  it('lists the people of this site who chose to be listed, with their published card, and no one else', async () => {
    const listed = await member(hostA, { name: 'Listed Lena', listed: true, bio: 'Makes tables.' })
    const unlisted = await member(hostA, { name: 'Quiet Quentin' })
    const elsewhere = await member(hostB, { name: 'Other-site Olga', listed: true })
    const suspended = await member(hostA, { name: 'Suspended Sam', listed: true })
    await t.query('update users set suspended_at = now() where id = $1', [suspended.id])
    const guest = await kit.request({ method: 'POST', url: '/api/auth/guests', host: hostA })
    expect(guest.statusCode).toBe(200)
    const admin = await operatorOf(hostA)
    await kit.createCard(hostA, admin, { key: unique('lena'), given_name: 'Lena', owner_user_id: listed.id, published: true })
    const draft = await member(hostA, { name: 'Drafty Dora', listed: true })
    await kit.createCard(hostA, admin, { key: unique('dora'), given_name: 'Dora', owner_user_id: draft.id, published: false })

    const answer = await directory(hostA)
    expect(answer.operator).toBe(false)
    expect(ids(answer)).toContain(listed.id)
    expect(ids(answer)).toContain(draft.id)
    expect(ids(answer)).not.toContain(unlisted.id)
    expect(ids(answer)).not.toContain(elsewhere.id)
    expect(ids(answer)).not.toContain(suspended.id)
    const lena = answer.people.find((person) => person.id === listed.id)!
    expect(lena).toMatchObject({ name: 'Listed Lena', bio: 'Makes tables.', email: null, suspended: false })
    expect(lena.card?.link).toBe(`/vcard/${lena.card?.key}`)
    expect(lena.card?.key).toMatch(/^lena-/)
    // A draft card is no card to the directory.
    expect(answer.people.find((person) => person.id === draft.id)!.card).toBeNull()
    // Guests are nobody's people: every entry has a name given above or the demo data's.
    expect(answer.people.every((person) => person.listed)).toBe(true)

    // The other site lists its own.
    expect(ids(await directory(hostB))).toContain(elsewhere.id)
    expect(ids(await directory(hostB))).not.toContain(listed.id)
  })

  it('shows an operator everyone on the site, addresses and suspensions too; a member still sees only the listed', async () => {
    const unlisted = await member(hostA, { name: 'Hidden Hana' })
    const suspended = await member(hostA, { name: 'Paused Pia', listed: true })
    await t.query('update users set suspended_at = now() where id = $1', [suspended.id])
    const elsewhere = await member(hostB, { name: 'Far Away Fay' })

    const seen = await directory(hostA, await operatorOf(hostA))
    expect(seen.operator).toBe(true)
    expect(seen.people.find((person) => person.id === unlisted.id)).toMatchObject({ listed: false, suspended: false, email: unlisted.email })
    expect(seen.people.find((person) => person.id === suspended.id)).toMatchObject({ suspended: true })
    expect(ids(seen)).not.toContain(elsewhere.id)

    const byMember = await directory(hostA, unlisted.token)
    expect(byMember.operator).toBe(false)
    expect(ids(byMember)).not.toContain(suspended.id)
    // A person not listed does not see themself in the directory either.
    expect(ids(byMember)).not.toContain(unlisted.id)
  })

  it('finds people by words in their name or bio, and pages the list 24 at a time', async () => {
    const tag = unique('zebra')
    const people = []
    for (let i = 0; i < 26; i++) people.push(await member(hostA, { name: `${tag} ${String(i).padStart(2, '0')}`, listed: true }))
    const byBio = await member(hostA, { name: 'Bio Person', bio: `Keeps a ${tag} at home`, listed: true })

    const first = await directory(hostA, null, `?q=${tag}`)
    expect(first.total).toBe(27)
    expect(first.page_size).toBe(24)
    expect(first.people).toHaveLength(24)
    const second = await directory(hostA, null, `?q=${tag.toUpperCase()}&page=2`)
    expect(second.page).toBe(2)
    expect(second.people).toHaveLength(3)
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set([...people.map((person) => person.id), byBio.id]))
    // A percent sign is a character to look for, not a wildcard.
    expect((await directory(hostA, null, '?q=%25')).people).toEqual([])
  })

  it('names the field of a bad directory query', async () => {
    const response = await kit.request({ method: 'GET', url: '/api/users?page=0', host: hostA })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^page: /) })
    const long = await kit.request({ method: 'GET', url: `/api/users?q=${'x'.repeat(101)}`, host: hostA })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('q: must be at most 100 characters')
  })

  it("answers a listed person's profile to anyone, an unlisted one only to themself and the operator, and nobody of another site", async () => {
    const listed = await member(hostA, { name: 'Open Olive', listed: true })
    const unlisted = await member(hostA, { name: 'Closed Clara' })
    const other = await member(hostA)
    const profile = (host: string, id: string, token: string | null = null) => kit.request({ method: 'GET', url: `/api/users/${id}`, host, token })

    expect((await profile(hostA, listed.id)).json()).toMatchObject({ name: 'Open Olive', email: null })
    expect((await profile(hostA, unlisted.id)).statusCode).toBe(404)
    expect((await profile(hostA, unlisted.id, other.token)).statusCode).toBe(404)
    expect((await profile(hostA, unlisted.id, unlisted.token)).json()).toMatchObject({ name: 'Closed Clara', email: unlisted.email })
    expect((await profile(hostA, unlisted.id, await operatorOf(hostA))).json()).toMatchObject({ email: unlisted.email })
    // Listed on site A is nobody on site B, even to B's operator.
    expect((await profile(hostB, listed.id, await operatorOf(hostB))).statusCode).toBe(404)
    expect((await profile(hostA, 'not-an-id')).json()).toMatchObject({ message: 'userId: must be the id of a person' })
  })

  it("gives a person and the operator an overview of the person's cards and brands; anyone else a 404", async () => {
    const person = await member(hostA, { name: 'Carded Cai' })
    const admin = await operatorOf(hostA)
    const card = await kit.createCard(hostA, admin, { key: unique('cai'), given_name: 'Cai', family_name: 'Card', owner_user_id: person.id })
    await kit.makeBrandAdmin(person.email, hostA)
    const siteB = await kit.siteOf(hostB)
    await t.query(`insert into brand_members (brand_id, user_id, role) values ($1, $2, 'editor')`, [siteB.brand_id, person.id])
    const siteA = await kit.siteOf(hostA)
    const overview = (token: string | null) => kit.request({ method: 'GET', url: `/api/users/${person.id}/overview`, host: hostA, token })

    const own = await overview(person.token)
    expect(own.statusCode).toBe(200)
    expect(own.json().cards).toEqual([{ id: card.id, brand_id: siteA.brand_id, key: card.key, name: 'Cai Card', published: false }])
    expect(own.json().brands.map((brand: { slug: string; role: string }) => [brand.slug, brand.role])).toEqual([
      ['ember-oak', 'editor'],
      ['northwind', 'admin'],
    ])
    // The operator of site A sees the person's part in site A's brand only.
    const byOperator = await overview(admin)
    expect(byOperator.json().brands.map((brand: { slug: string }) => brand.slug)).toEqual(['northwind'])
    expect(byOperator.json().person.email).toBe(person.email)

    expect((await overview((await member(hostA)).token)).statusCode).toBe(404)
    expect((await overview(null)).statusCode).toBe(401)
  })

  it('lets a person edit their name, bio and listing, records it, and names the field of bad input with nothing changed', async () => {
    const person = await member(hostA, { name: 'Before' })
    const edit = (payload: unknown, token: string | null = person.token, id = person.id) =>
      kit.request({ method: 'PATCH', url: `/api/users/${id}`, host: hostA, token, payload: payload as object })

    const saved = await edit({ name: '  After  ', bio: 'Hello', listed: true })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ name: 'After', bio: 'Hello', listed: true })
    expect(ids(await directory(hostA))).toContain(person.id)
    const [event] = await t.query<{ actor_user_id: string; object_id: string; summary: string }>(
      `select actor_user_id, object_id, summary from audit_events where action = 'user.edited' and object_id = $1`,
      [person.id],
    )
    expect(event).toMatchObject({ actor_user_id: person.id, object_id: person.id })
    expect(event!.summary).toContain('(name, bio, listed)')

    for (const [payload, field, message] of [
      [{ name: 'x'.repeat(121) }, 'name', 'name: must be at most 120 characters'],
      [{ bio: 'x'.repeat(2001) }, 'bio', 'bio: must be at most 2000 characters'],
      [{ listed: 'yes' }, 'listed', 'listed: must be true or false'],
    ] as const) {
      const refused = await edit(payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ field, message })
    }
    const unknown = await edit({ email: 'sneaky@example.org' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('email')
    const [row] = await t.query('select name, bio, listed, email from users where id = $1', [person.id])
    expect(row).toEqual({ name: 'After', bio: 'Hello', listed: true, email: person.email })
  })

  it("lets the operator edit anyone on the site, but nobody else edit another person's profile", async () => {
    const person = await member(hostA, { name: 'Target' })
    const other = await member(hostA)
    const byOther = await kit.request({ method: 'PATCH', url: `/api/users/${person.id}`, host: hostA, token: other.token, payload: { name: 'Vandal' } })
    expect(byOther.statusCode).toBe(404)
    // Site B's operator reaches nobody of site A through B.
    const byOtherSite = await kit.request({ method: 'PATCH', url: `/api/users/${person.id}`, host: hostB, token: await operatorOf(hostB), payload: { name: 'Vandal' } })
    expect(byOtherSite.statusCode).toBe(404)
    expect((await t.query('select name from users where id = $1', [person.id]))[0]).toEqual({ name: 'Target' })

    const byOperator = await kit.request({ method: 'PATCH', url: `/api/users/${person.id}`, host: hostA, token: await operatorOf(hostA), payload: { bio: 'Set by the admin' } })
    expect(byOperator.statusCode).toBe(200)
    expect(byOperator.json()).toMatchObject({ name: 'Target', bio: 'Set by the admin' })
  })

  it("takes a photo as the raw image and shows it through the site's host", async () => {
    const person = await member(hostA, { listed: true })
    const upload = await kit.request({
      method: 'PUT',
      url: `/api/users/${person.id}/photo`,
      host: hostA,
      token: person.token,
      headers: { 'content-type': 'image/png' },
      payload: await pngOfSize(2000),
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const image = upload.json<Person>().image!
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}$/)
    const served = await kit.request({ method: 'GET', url: image, host: hostA })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')

    const notImage = await kit.request({ method: 'PUT', url: `/api/users/${person.id}/photo`, host: hostA, token: person.token, headers: { 'content-type': 'image/png' }, payload: 'not a png' })
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json().field).toBe('photo')
    const byOther = await kit.request({ method: 'PUT', url: `/api/users/${person.id}/photo`, host: hostA, token: (await member(hostA)).token, headers: { 'content-type': 'image/png' }, payload: await pngOfSize(2000) })
    expect(byOther.statusCode).toBe(404)
    expect((await t.query('select image from users where id = $1', [person.id]))[0]).toEqual({ image })
  })

  it('suspends a person: every session on every site fails on its next request, and restoring lets them sign in again', async () => {
    const person = await member(hostA, { name: 'Suspect Sue', listed: true })
    const onB = await kit.openSession(person.email, hostB)
    const me = (host: string, token: string) => kit.request({ method: 'GET', url: '/api/auth/me', host, token })
    expect((await me(hostA, person.token)).statusCode).toBe(200)
    expect((await me(hostB, onB)).statusCode).toBe(200)

    const admin = await operatorOf(hostA)
    const suspended = await kit.request({ method: 'POST', url: `/api/users/${person.id}/suspend`, host: hostA, token: admin })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({ suspended: true })
    for (const [host, token] of [[hostA, person.token], [hostB, onB]] as const) {
      const ended = await me(host, token)
      expect(ended.statusCode).toBe(401)
      // The app keys on the code (the message is in the reader's language) to say why it signed the person out.
      expect(ended.json()).toMatchObject({ code: 'account_suspended', message: 'This account is suspended; ask the administrators of this site to restore it' })
    }
    expect(await t.query('select id from sessions where user_id = $1 and revoked_at is null', [person.id])).toEqual([])
    expect(ids(await directory(hostA))).not.toContain(person.id)
    expect(await t.query(`select summary from audit_events where action = 'user.suspended' and object_id = $1`, [person.id])).toHaveLength(1)

    const restored = await kit.request({ method: 'POST', url: `/api/users/${person.id}/restore`, host: hostA, token: admin })
    expect(restored.json()).toMatchObject({ suspended: false })
    expect(await t.query(`select summary from audit_events where action = 'user.restored' and object_id = $1`, [person.id])).toHaveLength(1)
    // The ended sessions stay ended, no longer said to be suspended; a new one works.
    const stale = await me(hostA, person.token)
    expect(stale.statusCode).toBe(401)
    expect(stale.json().message).toBe('The sign-in token is not valid here or has expired; sign in again')
    expect((await me(hostA, await kit.openSession(person.email, hostA))).statusCode).toBe(200)
  })

  it('lets only an operator of the same site suspend, never themself', async () => {
    const person = await member(hostA)
    const suspend = (id: string, token: string | null, host = hostA) => kit.request({ method: 'POST', url: `/api/users/${id}/suspend`, host, token })
    expect((await suspend(person.id, null)).statusCode).toBe(401)
    expect((await suspend(person.id, (await member(hostA)).token)).statusCode).toBe(403)
    const operatorB = await kit.openSession(`${unique('admin-b')}@example.org`, hostB, 'admin')
    expect((await suspend(person.id, operatorB, hostB)).statusCode).toBe(404)
    const admin = await operatorOf(hostA)
    const self = await suspend(await kit.userId('admin@example.com'), admin)
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('You cannot suspend your own account')
    expect(await t.query('select id from users where suspended_at is not null')).toEqual([])
  })
})

describe.each(backends)('signing in and changing addresses, with mail (%s)', (backend) => {
  const { t, smtp, kit } = useTestApp(backend, { mail: true })

  it('refuses to sign a suspended person in, saying so only to someone who has the code', async () => {
    const email = `${unique('paused')}@example.org`
    await kit.signIn(email, hostA)
    const id = await kit.userId(email)
    const admin = await kit.openSession('admin@example.com', hostA)
    expect((await kit.request({ method: 'POST', url: `/api/users/${id}/suspend`, host: hostA, token: admin })).statusCode).toBe(200)

    // Asking for a code answers as for anyone, so a stranger learns nothing.
    const before = smtp.countTo(email)
    const asked = await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostB, payload: { email } })
    expect(asked.json()).toEqual({ sent: true })
    const code = codeFrom(await smtp.waitForMail(email, 15_000, before))
    const refused = await kit.request({ method: 'POST', url: '/api/auth/tokens', host: hostB, payload: { email, code } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('This account is suspended; ask the administrators of this site to restore it')
    expect(await t.query('select id from sessions where user_id = $1 and revoked_at is null', [id])).toEqual([])

    await kit.request({ method: 'POST', url: `/api/users/${id}/restore`, host: hostA, token: admin })
    expect(await kit.signIn(email, hostB)).toEqual(expect.any(String))
  })

  it('changes the address only with the code mailed to the new one, and tells the old one', async () => {
    const oldEmail = `${unique('old')}@example.org`
    const newEmail = `${unique('new')}@example.org`
    const token = await kit.signIn(oldEmail, hostA)
    const id = await kit.userId(oldEmail)
    const change = (url: string, payload: object) => kit.request({ method: 'POST', url: `/api/users/${id}${url}`, host: hostA, token, payload })

    const asked = await change('/email', { email: `  ${newEmail.toUpperCase()} ` })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json()).toEqual({ sent_to: newEmail })
    const mail = await smtp.waitForMail(newEmail)
    expect(mail.subject).toBe('Confirm your new Northwind Studio e-mail address')
    const code = codeFrom(mail)
    // Nothing changes until the code comes back, and only the hash of it is kept.
    expect((await t.query('select email from users where id = $1', [id]))[0]).toEqual({ email: oldEmail })
    expect(JSON.stringify(await t.query('select * from email_changes'))).not.toContain(code)

    const wrong = await change('/email/confirm', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ field: 'code', message: 'code: the code is not right; 4 tries left' })

    const noticesBefore = smtp.countTo(oldEmail)
    const confirmed = await change('/email/confirm', { code })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: newEmail })
    const notice = await smtp.waitForMail(oldEmail, 15_000, noticesBefore)
    expect(notice.subject).toBe('Your Northwind Studio e-mail address was changed')
    expect(notice.text).toContain(newEmail)
    const [event] = await t.query<{ actor_email: string; summary: string }>(`select actor_email, summary from audit_events where action = 'user.email-changed' and object_id = $1`, [id])
    expect(event).toEqual({ actor_email: oldEmail, summary: `Changed the e-mail address from ${oldEmail} to ${newEmail}` })

    // The code is good once; the new address signs in.
    expect((await change('/email/confirm', { code })).json()).toMatchObject({ field: 'code', message: 'code: this code has already been used; ask for a new code' })
    expect(await kit.signIn(newEmail, hostA)).toEqual(expect.any(String))
    expect(await kit.userId(newEmail)).toBe(id)
  })

  it('refuses an address another account took, with the field named, once the code proves the mailbox', async () => {
    const email = `${unique('mover')}@example.org`
    const taken = `${unique('taken')}@example.org`
    const token = await kit.signIn(email, hostA)
    const id = await kit.userId(email)
    const asked = await kit.request({ method: 'POST', url: `/api/users/${id}/email`, host: hostA, token, payload: { email: taken } })
    expect(asked.statusCode).toBe(200)
    const code = codeFrom(await smtp.waitForMail(taken))
    await kit.signIn(taken, hostB)
    const refused = await kit.request({ method: 'POST', url: `/api/users/${id}/email/confirm`, host: hostA, token, payload: { code } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ status: 'error', code: expect.any(String), field: 'email', message: `email: ${taken} is already the address of another account; choose another` })
    expect((await t.query('select email from users where id = $1', [id]))[0]).toEqual({ email })
  })

  it('names the field of a bad address, and lets nobody but the person change it', async () => {
    const email = `${unique('self')}@example.org`
    const person = await kit.openSession(email, hostA)
    const id = await kit.userId(email)
    const ask = (token: string, payload: object) => kit.request({ method: 'POST', url: `/api/users/${id}/email`, host: hostA, token, payload })

    const bad = await ask(person, { email: 'not an address' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ field: 'email', message: 'email: must be an e-mail address such as name@example.com' })
    const same = await ask(person, { email })
    expect(same.json()).toMatchObject({ field: 'email', message: 'email: this is already your address' })
    const badCode = await kit.request({ method: 'POST', url: `/api/users/${id}/email/confirm`, host: hostA, token: person, payload: { code: '12' } })
    expect(badCode.json()).toMatchObject({ field: 'code', message: 'code: must be the 6 digits from the e-mail' })

    const byOperator = await ask(await kit.openSession('admin@example.com', hostA), { email: `${unique('hijack')}@example.org` })
    expect(byOperator.statusCode).toBe(403)
    const byOther = await ask(await kit.openSession(`${unique('other')}@example.org`, hostA), { email: `${unique('hijack')}@example.org` })
    expect(byOther.statusCode).toBe(404)
    expect(smtp.mails).toEqual([])
    expect(await t.query('select id from email_changes')).toEqual([])
  })

  it('sends at most five codes an hour for one person', async () => {
    const email = `${unique('eager')}@example.org`
    const token = await kit.openSession(email, hostA)
    const id = await kit.userId(email)
    for (let i = 0; i < 5; i++) {
      const asked = await kit.request({ method: 'POST', url: `/api/users/${id}/email`, host: hostA, token, payload: { email: `${unique('try')}@example.org` } })
      expect(asked.statusCode).toBe(200)
    }
    const sixth = await kit.request({ method: 'POST', url: `/api/users/${id}/email`, host: hostA, token, payload: { email: `${unique('try')}@example.org` } })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toBe('You asked for too many codes in the last hour; wait a while and try again')
  })
})
