import { createHash, randomBytes } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'
import { unzip } from '../../support/zip-reader'
import { waitFor } from '../../support/wait-for'

const hex = () => randomBytes(4).toString('hex')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

type Row = Record<string, unknown>

describe.each(backends)('a person’s own data: downloading it and deleting the account (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const uploadsDir = () => path.join(t.dataDir, 'uploads')

  /**
   * A member of site A's brand who has made things: a published card with a photo, an appointment
   * type booked by a visitor, a lead on the card (and its notification), an edit of their profile,
   * preferences, a push subscription, a calendar import and feed; every value marked with `mark`.
   */
  async function personWhoMadeThings() {
    const mark = hex()
    const email = `ines-${mark}@example.org`
    const name = `Ines Harbourmaster${mark}`
    const token = await kit.openSession(email, hostA)
    const id = await kit.userId(email)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, id, 'member'])
    const renamed = await kit.request({ method: 'PATCH', url: `/api/users/${id}`, host: hostA, token, payload: { name, bio: `Pilots ships ${mark}` } })
    expect(renamed.statusCode, renamed.body).toBe(200)

    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const card = await kit.createCard(hostA, admin, {
      key: `ines-${mark}`,
      given_name: 'Ines',
      family_name: `Harbourmaster${mark}`,
      job_title: `Harbour pilot ${mark}`,
      bio: `Thirty years on the water ${mark}`,
      emails: [{ type: 'work', address: email }],
      phones: [{ type: 'work', number: '+44 20 7946 0123' }],
      owner_user_id: id,
      published: true,
    })
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1d5c8a' } }).jpeg().toBuffer()
    const photo = await kit.request({ method: 'PUT', url: `/api/brands/${site.brand_id}/vcards/${card.id}/photo`, host: hostA, token: admin, headers: { 'content-type': 'image/jpeg' }, payload: jpeg })
    expect(photo.statusCode, photo.body).toBe(200)
    const [upload] = await t.query<{ file_name: string }>('select file_name from uploads where card_id = $1', [card.id])

    const type = await kit.request({
      method: 'POST',
      url: `/api/brands/${site.brand_id}/appointment-types`,
      host: hostA,
      token,
      payload: { title: `Pilotage briefing ${mark}`, duration_minutes: 60, location: { kind: 'in-person', address: '1 Harbour Row' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, published: true },
    })
    expect(type.statusCode, type.body).toBe(201)
    const booked = await kit.request({
      method: 'POST',
      url: `/api/appointment-types/${type.json<{ id: string }>().id}/bookings`,
      host: hostA,
      payload: { start: `${inDays(3)}T10:00:00Z`, name: `Sam Visitor ${mark}`, email: `sam-${mark}@example.net`, time_zone: 'UTC' },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const lead = await kit.request({ method: 'POST', url: `/api/vcards/ines-${mark}/leads`, host: hostA, payload: { name: `Lena Lead ${mark}`, email: `lena-${mark}@example.net`, message: `Can you guide us in? ${mark}` } })
    expect(lead.statusCode, lead.body).toBe(201)

    // Secrets the server keeps for the person: none of them may leave in the download.
    const secrets = { pushAuth: `auth-${hex()}${hex()}`, pushKey: `p256dh-${hex()}${hex()}`, endpoint: `https://push.example.net/send/${hex()}${hex()}`, calendarUrl: `https://calendar.example.net/private-${hex()}${hex()}/basic.ics`, feedHash: sha256(hex()) }
    await t.query('insert into notification_preferences (user_id, kind, in_app, email, push) values ($1, $2, true, false, true)', [id, 'lead'])
    await t.query('insert into push_subscriptions (user_id, site_id, endpoint, p256dh, auth, user_agent) values ($1, $2, $3, $4, $5, $6)', [id, site.id, secrets.endpoint, secrets.pushKey, secrets.pushAuth, `Firefox ${mark}`])
    await t.query('insert into calendar_imports (user_id, url, time_zone) values ($1, $2, $3)', [id, secrets.calendarUrl, 'Europe/London'])
    await t.query('insert into calendar_feeds (user_id, brand_id, token_hash) values ($1, $2, $3)', [id, site.brand_id, secrets.feedHash])
    return { mark, email, name, token, id, site, card, photoFile: upload!.file_name, admin, secrets }
  }

  const exportOf = (token: string) => kit.request({ method: 'GET', url: '/api/users/me/export', host: hostA, token })

  it('downloads everything the person made as a zip: data.json with every record of theirs, their photo’s bytes in files/, no secret and nobody else’s data', async () => {
    const ines = await personWhoMadeThings()
    const other = await personWhoMadeThings()

    const answer = await exportOf(ines.token)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('application/zip')
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="marque-data-${new Date().toISOString().slice(0, 10)}.zip"`)
    const entries = await unzip(answer.rawPayload)
    expect([...entries.keys()].sort()).toEqual(['data.json', `files/${ines.photoFile}`])
    expect(entries.get(`files/${ines.photoFile}`)!.equals(await readFile(path.join(uploadsDir(), ines.photoFile)))).toBe(true)

    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as Record<string, Row[]> & { account: Row; format: string }
    expect(data.format).toBe('marque-personal-data/1')
    expect(data.account).toMatchObject({ id: ines.id, email: ines.email, name: ines.name, bio: `Pilots ships ${ines.mark}` })
    expect(data.brand_memberships).toEqual([expect.objectContaining({ brand_id: ines.site.brand_id, role: 'member' })])
    expect(data.site_roles).toEqual([expect.objectContaining({ site_id: ines.site.id, type: 'member' })])
    expect(data.cards).toEqual([
      expect.objectContaining({
        id: ines.card.id,
        key: `ines-${ines.mark}`,
        job_title: `Harbour pilot ${ines.mark}`,
        bio: `Thirty years on the water ${ines.mark}`,
        phones: [{ type: 'work', number: '+44 20 7946 0123' }],
        published: true,
      }),
    ])
    expect(data.files).toEqual([expect.objectContaining({ card_id: ines.card.id, file_in_download: `files/${ines.photoFile}` })])
    expect(data.appointment_types).toEqual([expect.objectContaining({ fields: expect.objectContaining({ title: `Pilotage briefing ${ines.mark}` }) })])
    expect(data.bookings_as_host).toEqual([expect.objectContaining({ name: `Sam Visitor ${ines.mark}`, email: `sam-${ines.mark}@example.net` })])
    expect(data.messages_received).toEqual([expect.objectContaining({ from_name: `Lena Lead ${ines.mark}`, body: `Can you guide us in? ${ines.mark}`, card_id: ines.card.id })])
    expect(data.notifications?.length).toBeGreaterThan(0)
    expect(data.notification_preferences).toEqual([expect.objectContaining({ kind: 'lead', in_app: true, email: false, push: true })])
    expect(data.push_subscriptions).toEqual([expect.objectContaining({ user_agent: `Firefox ${ines.mark}` })])
    expect(data.calendar_import).toEqual([expect.objectContaining({ time_zone: 'Europe/London' })])
    expect(data.calendar_feeds).toEqual([expect.objectContaining({ brand_id: ines.site.brand_id })])
    expect(data.sessions).toEqual([expect.objectContaining({ site_id: ines.site.id })])
    expect(data.audit_events?.map((event) => event.action)).toContain('user.edited')

    // No secret anywhere: not the session's token nor its hash, no code hash, no push key, no secret address.
    const text = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n')
    const [booking] = await t.query<{ cancel_token_hash: string }>('select cancel_token_hash from bookings where host_user_id = $1', [ines.id])
    const secretValues = [ines.token, sha256(ines.token), ines.secrets.pushAuth, ines.secrets.pushKey, ines.secrets.endpoint, ines.secrets.calendarUrl, ines.secrets.feedHash, booking!.cancel_token_hash]
    for (const secret of secretValues) expect(text.includes(secret), `the download holds ${secret}`).toBe(false)
    for (const column of ['token_hash', 'code_hash', 'salt', 'p256dh', 'cancel_token_hash', '"auth"', '"endpoint"', '"url"']) expect(text.includes(column), `the download holds ${column}`).toBe(false)
    // Nobody else's data: the other person made the same kinds of things, marked with their own mark.
    expect(text.includes(other.mark)).toBe(false)
    expect(text.includes(other.email)).toBe(false)
  })

  it('answers only a signed-in person: without a session, 401 and no zip', async () => {
    const answer = await kit.request({ method: 'GET', url: '/api/users/me/export', host: hostA })
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
  })

  /** Every row of every table of the database that holds the text, as `table: row`. */
  async function rowsHolding(needle: string) {
    const tables = await t.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name")
    expect(tables.length).toBeGreaterThan(30)
    const found: { table: string; row: Row }[] = []
    for (const { table_name: table } of tables) {
      const rows = await t.query<{ row: Row }>(`select to_jsonb(t) as row from "${table}" t where t::text ilike $1`, [`%${needle}%`])
      found.push(...rows.map(({ row }) => ({ table, row })))
    }
    return found
  }

  /** The number of rows of every table, to show that a refused request changed nothing. */
  async function rowCounts() {
    const tables = await t.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name")
    const counts: Record<string, number> = {}
    for (const { table_name: table } of tables) counts[table] = Number((await t.query<{ n: string }>(`select count(*) as n from "${table}"`))[0]!.n)
    return counts
  }

  const deleteAccount = (token: string, payload: object) => kit.request({ method: 'DELETE', url: '/api/users/me', host: hostA, token, payload })

  for (const choice of ['give-to-brand', 'delete'] as const) {
    it(`deletes the account with cards ${choice === 'delete' ? 'deleted' : 'handed to the brand'}: nothing of theirs is left in any table but the audit log, which keeps their id only; their session ends and their photo leaves the disk`, async () => {
      const ines = await personWhoMadeThings()
      expect(await readdir(uploadsDir())).toContain(ines.photoFile)

      const deleted = await deleteAccount(ines.token, { cards: choice, confirm_email: ines.email.toUpperCase() })
      expect(deleted.statusCode, deleted.body).toBe(204)

      expect((await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: ines.token })).statusCode).toBe(401)
      await waitFor('the card’s photo to leave the disk', async () => ((await readdir(uploadsDir())).includes(ines.photoFile) ? undefined : true))

      // The address and the name are nowhere, not even in the audit log.
      expect(await rowsHolding(ines.email)).toEqual([])
      expect(await rowsHolding(ines.name)).toEqual([])
      // The id only in the audit log, on events that name no address.
      const withId = await rowsHolding(ines.id)
      expect(withId.filter(({ table }) => table !== 'audit_events')).toEqual([])
      for (const { row } of withId) expect(row.actor_email).toBeNull()
      expect(withId.map(({ row }) => row.action)).toEqual(expect.arrayContaining(['user.edited', 'account.deleted']))
      const [event] = withId.filter(({ row }) => row.action === 'account.deleted').map(({ row }) => row)
      expect(event).toMatchObject({ actor_user_id: ines.id, actor_email: null, ip: null, object_id: ines.id, details: { cards: choice, card_count: 1 } })

      const [card] = await t.query<{ brand_id: string; owner_user_id: string | null; photo_upload_id: string | null; job_title: string }>('select * from cards where id = $1', [ines.card.id])
      if (choice === 'delete') {
        expect(card).toBeUndefined()
      } else {
        // The brand's card now: its words stay for the brand to give to someone else, the person's photo does not.
        expect(card).toMatchObject({ brand_id: ines.site.brand_id, owner_user_id: null, photo_upload_id: null, job_title: `Harbour pilot ${ines.mark}` })
        // The lead left on it stays in the brand's inbox.
        expect(await t.query('select 1 from messages where card_id = $1', [ines.card.id])).toHaveLength(1)
      }
    })
  }

  it('refuses a confirmation that is not the person’s address, naming the field, and changes nothing', async () => {
    const ines = await personWhoMadeThings()
    const before = await rowCounts()
    const refused = await deleteAccount(ines.token, { cards: 'delete', confirm_email: 'someone-else@example.org' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ status: 'error', field: 'confirm_email' })
    expect(refused.json<{ message: string }>().message).toMatch(/^confirm_email: /)
    expect(await rowCounts()).toEqual(before)
    expect((await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: ines.token })).statusCode).toBe(200)
    expect(await readdir(uploadsDir())).toContain(ines.photoFile)
  })

  it('refuses the last owner of a brand that has other members, saying to hand the brand over first, and changes nothing', async () => {
    const ines = await personWhoMadeThings()
    const brand = await t.query<{ id: string }>('insert into brands (name, slug) values ($1, $2) returning id', [`Ferry Co ${ines.mark}`, `ferry-${ines.mark}`])
    const crew = await kit.openSession(`crew-${ines.mark}@example.org`, hostA)
    expect(crew).toBeTruthy()
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3), ($1, $4, $5)', [brand[0]!.id, ines.id, 'owner', await kit.userId(`crew-${ines.mark}@example.org`), 'member'])
    const before = await rowCounts()
    const refused = await deleteAccount(ines.token, { cards: 'delete', confirm_email: ines.email })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(`You are the last owner of Ferry Co ${ines.mark}, which has other members: make one of them an owner (or remove them) first, then delete your account.`)
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses the last administrator of a site, saying how to make another, and changes nothing', async () => {
    const email = `operator-${hex()}@example.org`
    const token = await kit.openSession(email, hostA, 'admin')
    const site = await kit.siteOf(hostA)
    await t.query("update roles set type = 'member' where site_id = $1 and type = 'admin' and user_id <> $2", [site.id, await kit.userId(email)])
    const before = await rowCounts()
    const refused = await deleteAccount(token, { cards: 'give-to-brand', confirm_email: email })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe('You are the last administrator of the site Northwind Studio: make someone else its administrator first (npm run marque -- admin:add), then delete your account.')
    expect(await rowCounts()).toEqual(before)
  })

  it('keeps the audit log append-only: blanking an address is refused outside an account’s deletion, and inside one nothing but what names a person may change', async () => {
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const edited = await kit.request({ method: 'PATCH', url: `/api/users/${await kit.userId('admin@example.com')}`, host: hostA, token: admin, payload: { bio: `Runs the site ${hex()}` } })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await t.query('select 1 from audit_events where actor_email is not null')).length).toBeGreaterThan(0)
    const erasing = "with erasing as (select set_config('marque.erasing_person', 'someone', true) as flag)"
    await expect(t.query(`update audit_events set actor_email = null where actor_email is not null`)).rejects.toThrow('audit_events is append-only: UPDATE is not allowed')
    await expect(t.query(`${erasing} update audit_events set action = 'user.restored' where (select flag from erasing) is not null`)).rejects.toThrow('audit_events is append-only: UPDATE is not allowed')
    await expect(t.query(`${erasing} update audit_events set actor_user_id = null where (select flag from erasing) is not null`)).rejects.toThrow('audit_events is append-only: UPDATE is not allowed')
    await expect(t.query(`${erasing} delete from audit_events where (select flag from erasing) is not null`)).rejects.toThrow('audit_events is append-only: DELETE is not allowed')
  })
})
