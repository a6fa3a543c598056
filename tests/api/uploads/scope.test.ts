import { randomBytes, randomUUID } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { projectRoot } from '../../../server/app'
import { openPglite, type DatabaseHandle } from '../../../server/db/client'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const publicFile = 'public, max-age=31536000, immutable'
const privateFile = 'private, no-store'
const noSuchFile = { status: 'error', code: 'not_found', message: 'No such file' }

describe.each(backends)('who sees an uploaded file (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  type Viewer = { host: string; token?: string | null; cookie?: string }

  /** Fetches a file as a browser would; every answer, served or refused, tells the browser not to sniff it. */
  async function fetchFile(url: string, viewer: Viewer): Promise<LightMyRequestResponse> {
    const response = await kit.request({
      method: 'GET',
      url,
      host: viewer.host,
      token: viewer.token ?? null,
      ...(viewer.cookie ? { headers: { cookie: viewer.cookie } } : {}),
    })
    expect(response.headers['x-content-type-options'], `${url} through ${viewer.host}`).toBe('nosniff')
    return response
  }

  /** Refused exactly as an address that names no file is: nothing tells the file exists. */
  async function expectNoSuchFile(url: string, viewer: Viewer) {
    const response = await fetchFile(url, viewer)
    expect(response.statusCode, `${url} through ${viewer.host}`).toBe(404)
    expect(response.json()).toEqual(noSuchFile)
    expect(response.headers['cache-control']).toBe(privateFile)
  }

  function expectServedPublicly(response: LightMyRequestResponse, contentType: string) {
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(contentType)
    expect(response.headers['cache-control']).toBe(publicFile)
    expect(response.headers.vary).toBeUndefined()
  }

  function expectServedPrivately(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['cache-control']).toBe(privateFile)
    expect(response.headers.vary).toBe('Cookie, Authorization')
  }

  const png = () => sharp({ create: { width: 48, height: 48, channels: 3, background: '#2255aa' } }).png().toBuffer()

  /** A draft card of the host's brand with a photo, made by a new admin of that brand. */
  async function draftWithPhoto(host: string) {
    const admin = (await kit.signInAs('brand admin', host))!
    const brandId = (await kit.siteOf(host)).brand_id
    const card = await kit.createCard(host, admin, { key: `scope-${randomBytes(3).toString('hex')}`, given_name: 'Ada', published: false })
    const cardUrl = `/api/brands/${brandId}/vcards/${card.id}`
    const uploaded = await kit.request({ method: 'PUT', url: `${cardUrl}/photo`, host, token: admin, payload: await png(), headers: { 'content-type': 'image/png' } })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const publish = async (published: boolean) => {
      const answer = await kit.request({ method: 'PATCH', url: cardUrl, host, token: admin, payload: { published } })
      expect(answer.statusCode, answer.body).toBe(200)
    }
    return { admin, cardUrl, photo: uploaded.json<{ photo: string }>().photo, publish }
  }

  it('serves a published card’s photo to everyone through its own site’s host, cached for good, and to no one through another site’s', async () => {
    const card = await draftWithPhoto(hostA)
    await card.publish(true)

    expectServedPublicly(await fetchFile(card.photo, { host: hostA }), 'image/jpeg')
    // The same answer whoever asks.
    expectServedPublicly(await fetchFile(card.photo, { host: hostA, token: await kit.signInAs('member', hostA) }), 'image/jpeg')

    await expectNoSuchFile(card.photo, { host: hostB })
    await expectNoSuchFile(card.photo, { host: hostB, token: await kit.signInAs('site admin', hostB) })
    await expectNoSuchFile(`/uploads/${randomUUID()}`, { host: hostA })
  })

  it('shows a draft card’s photo only to its brand’s people, signed in by token or by the app’s session cookie', async () => {
    const card = await draftWithPhoto(hostA)

    await expectNoSuchFile(card.photo, { host: hostA })
    await expectNoSuchFile(card.photo, { host: hostA, token: await kit.signInAs('member', hostA) })
    // An admin of brand B, signed in on site A as a member.
    const otherBrandAdmin = `other-brand-${randomBytes(3).toString('hex')}@example.org`
    const otherBrandAdminOnA = await kit.openSession(otherBrandAdmin, hostA)
    await kit.openSession(otherBrandAdmin, hostB)
    await kit.makeBrandAdmin(otherBrandAdmin, hostB)
    await expectNoSuchFile(card.photo, { host: hostA, token: otherBrandAdminOnA })
    await expectNoSuchFile(card.photo, { host: hostA, cookie: `marque_token=${otherBrandAdminOnA}` })
    // Brand B's admin with a session on site B, through either host.
    const brandAdminB = await kit.signInAs('brand admin', hostB)
    await expectNoSuchFile(card.photo, { host: hostA, token: brandAdminB })
    await expectNoSuchFile(card.photo, { host: hostB, token: brandAdminB })
    // Its own brand's admin, through another site's host.
    await expectNoSuchFile(card.photo, { host: hostB, token: card.admin })

    expectServedPrivately(await fetchFile(card.photo, { host: hostA, token: card.admin }))
    // What an <img> in the card editor sends: the app's cookies, no Authorization header.
    expectServedPrivately(await fetchFile(card.photo, { host: hostA, cookie: `marque_logged_in=true; marque_token=${card.admin}` }))
    expectServedPrivately(await fetchFile(card.photo, { host: hostA, token: await kit.signInAs('site admin', hostA) }))
    // A token that is not a session, in either place, is nobody.
    await expectNoSuchFile(card.photo, { host: hostA, cookie: `marque_token=${randomBytes(32).toString('base64url')}` })
    await expectNoSuchFile(card.photo, { host: hostA, token: 'not a token' })
  })

  it('shows a draft card’s photo to the person the card is given to, who may be a member of the site only, and to no other member', async () => {
    const card = await draftWithPhoto(hostA)
    const owner = await kit.openSession(`owner-${randomBytes(3).toString('hex')}@example.org`, hostA)
    const me = await kit.request({ method: 'GET', url: '/api/auth/me', host: hostA, token: owner })
    const ownerId = me.json<{ user: { id: string } }>().user.id
    await expectNoSuchFile(card.photo, { host: hostA, token: owner })
    const given = await kit.request({ method: 'PUT', url: `${card.cardUrl}/owner`, host: hostA, token: card.admin, payload: { owner_user_id: ownerId } })
    expect(given.statusCode, given.body).toBe(200)

    expectServedPrivately(await fetchFile(card.photo, { host: hostA, token: owner }))
    expectServedPrivately(await fetchFile(card.photo, { host: hostA, cookie: `marque_logged_in=true; marque_token=${owner}` }))
    await expectNoSuchFile(card.photo, { host: hostA, token: await kit.signInAs('member', hostA) })
    await expectNoSuchFile(card.photo, { host: hostB, token: owner })
  })

  it('makes a photo private again when its card is withdrawn, and gone when the card is deleted', async () => {
    const card = await draftWithPhoto(hostA)
    await card.publish(true)
    expectServedPublicly(await fetchFile(card.photo, { host: hostA }), 'image/jpeg')

    await card.publish(false)
    await expectNoSuchFile(card.photo, { host: hostA })
    expectServedPrivately(await fetchFile(card.photo, { host: hostA, token: card.admin }))

    const deleted = await kit.request({ method: 'DELETE', url: card.cardUrl, host: hostA, token: card.admin })
    expect(deleted.statusCode).toBe(204)
    await expectNoSuchFile(card.photo, { host: hostA, token: card.admin })
  })

  it('serves a landing image to everyone on its own site only, and the brand’s logo on its brand’s site only', async () => {
    const siteAdmin = await kit.signInAs('site admin', hostA)
    const uploaded = await kit.request({ method: 'POST', url: '/api/uploads/images', host: hostA, token: siteAdmin, payload: await png(), headers: { 'content-type': 'image/png' } })
    expect(uploaded.statusCode).toBe(201)
    const { url } = uploaded.json<{ url: string }>()
    expectServedPublicly(await fetchFile(url, { host: hostA }), 'image/png')
    await expectNoSuchFile(url, { host: hostB })

    const logoA = (await t.app.inject({ method: 'GET', url: `/api/sites/${hostA}` })).json<{ logo: string }>().logo
    expectServedPublicly(await fetchFile(logoA, { host: hostA }), 'image/png')
    await expectNoSuchFile(logoA, { host: hostB })
  })

  it('shows a card’s photo on every site of its brand, and a landing image on its own site only', async () => {
    const secondHost = `second-${randomBytes(3).toString('hex')}.example`
    const siteA = await kit.siteOf(hostA)
    const [second] = await t.query<{ id: string }>(`insert into sites (brand_id, name, meta) select brand_id, 'Second', meta from sites where id = $1 returning id`, [siteA.id])
    await t.query("insert into site_hosts (hostname, site_id, verification_token, verified_at) values ($1, $2, 'second-site-token', now())", [secondHost, second!.id])
    const card = await draftWithPhoto(hostA)
    await card.publish(true)
    const siteAdmin = await kit.signInAs('site admin', hostA)
    const uploaded = await kit.request({ method: 'POST', url: '/api/uploads/images', host: hostA, token: siteAdmin, payload: await png(), headers: { 'content-type': 'image/png' } })

    expectServedPublicly(await fetchFile(card.photo, { host: secondHost }), 'image/jpeg')
    await expectNoSuchFile(uploaded.json<{ url: string }>().url, { host: secondHost })
  })

  it('answers 404, not an error, for a file that is missing from the uploads folder', async () => {
    const card = await draftWithPhoto(hostA)
    await card.publish(true)
    const [row] = await t.query<{ file_name: string }>('select file_name from uploads where id = $1', [card.photo.split('/').pop()])
    await unlink(path.join(t.dataDir, 'uploads', row!.file_name))

    await expectNoSuchFile(card.photo, { host: hostA })
    await expectNoSuchFile(card.photo, { host: hostA, token: card.admin })
    expect(t.logs()).toContain('an uploaded file is missing from the file store')
  })
})

describe('files uploaded before they recorded what they belong to', () => {
  const migrations = path.join(projectRoot, 'server/db/migrations')
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  /** The committed migrations up to and including `last`. */
  async function migrationsUpTo(last: string): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'marque-migrations-'))
    dirs.push(dir)
    await cp(migrations, dir, { recursive: true })
    const journalPath = path.join(dir, 'meta/_journal.json')
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1)
    await writeFile(journalPath, JSON.stringify(journal))
    return dir
  }

  it('belong to the card, site or brand that shows them; a file nothing shows stays its brand’s', async () => {
    const database: DatabaseHandle = await openPglite({ dataDir: null })
    try {
      const db = database.db as never
      await migrate(db, { migrationsFolder: await migrationsUpTo('0001_cards') })
      const client = (database.db as unknown as { $client: { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> } }).$client
      const one = async (text: string, params: unknown[] = []) => (await client.query<{ id: string }>(text, params)).rows[0]!.id
      const upload = (brandId: string | null) =>
        one(`insert into uploads (brand_id, content_type, byte_size, file_name) values ($1, 'image/png', 1, $2) returning id`, [brandId, `${randomUUID()}.png`])

      const brand = await one(`insert into brands (name, slug) values ('Harbour', 'harbour') returning id`)
      const logo = await upload(brand)
      const onPage = await upload(brand)
      const onTwoSites = await upload(brand)
      const photo = await upload(brand)
      const unplaced = await upload(brand)
      const ofNoBrand = await upload(null)
      const landing = (...images: string[]) => JSON.stringify({ landing: { content_1: { ops: images.map((id) => ({ insert: { image: `/uploads/${id}` } })) } } })
      const site = await one(`insert into sites (brand_id, name, meta, logo_upload_id) values ($1, 'Harbour', $2, $3) returning id`, [brand, landing(onPage, onTwoSites), logo])
      await one(`insert into sites (brand_id, name, meta) values ($1, 'Harbour too', $2) returning id`, [brand, landing(onTwoSites)])
      const card = await one(`insert into cards (brand_id, key, given_name, photo_upload_id) values ($1, 'ada', 'Ada', $2) returning id`, [brand, photo])

      await migrate(db, { migrationsFolder: migrations })
      const rows = (await client.query<{ id: string; brand_id: string; purpose: string; site_id: string | null; card_id: string | null }>(
        'select id, brand_id, purpose, site_id, card_id from uploads',
      )).rows
      const owners = Object.fromEntries(rows.map(({ id, ...owner }) => [id, owner]))
      expect(owners).toEqual({
        [logo]: { brand_id: brand, purpose: 'brand-image', site_id: null, card_id: null },
        [onPage]: { brand_id: brand, purpose: 'page-image', site_id: site, card_id: null },
        [onTwoSites]: { brand_id: brand, purpose: 'brand-image', site_id: null, card_id: null },
        [photo]: { brand_id: brand, purpose: 'card-photo', site_id: null, card_id: card },
        [unplaced]: { brand_id: brand, purpose: 'brand-image', site_id: null, card_id: null },
      })
      expect(owners[ofNoBrand]).toBeUndefined()
    } finally {
      await database.close()
    }
  })
})
