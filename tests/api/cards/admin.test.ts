import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { type ApiRequest, hostA, hostB } from '../../support/api-client'
import { fullCardFields } from '../../support/card-fixtures'
import { pngOfSize } from '../../support/image-fixtures'
import { backends } from '../../support/test-app'
import { useDemoBrandsAndCards, useTestApp } from '../../support/use-test-app'

/** A draft with every field, a third kind of phone and a colour of its own over the brand's. */
const fullCard = {
  ...fullCardFields,
  phones: [...fullCardFields.phones, { type: 'home', number: '(202) 555-0102' }],
  published: false,
  colors: { primary: '#0f766e' },
}

describe.each(backends)('brand admins manage their brand\'s cards (%s)', (backend) => {
  // An app per test: each test changes cards, roles or profiles that another would see.
  const { t, kit } = useTestApp(backend)
  const seeded = useDemoBrandsAndCards(kit)
  const tokens: Record<string, string> = {}

  beforeEach(async () => {
    tokens.adminA = await kit.openSession('admin@example.com', hostA)
    tokens.adminB = await kit.openSession('admin@example.com', hostB)
    // Brand admins through the brand-admin table only: members of their own brand's site.
    tokens.ownerA = await kit.openSession('owner-a@example.org', hostA)
    await kit.makeBrandAdmin('owner-a@example.org', hostA)
    tokens.ownerB = await kit.openSession('owner-b@example.org', hostB)
    await kit.makeBrandAdmin('owner-b@example.org', hostB)
    // An admin of brand B who is only a member on site A.
    tokens.ownerBOnA = await kit.openSession('owner-b@example.org', hostA)
    tokens.memberA = await kit.openSession('member-a@example.org', hostA)
  })

  const cardsUrl = (brandId: string) => `/api/brands/${brandId}/vcards`
  const cardUrl = (brandId: string, cardId: string) => `/api/brands/${brandId}/vcards/${cardId}`

  async function cardRow(id: string) {
    const [row] = await t.query<Record<string, unknown>>('select * from cards where id = $1', [id])
    return row
  }

  it('lists the cards of the brand of the host, with the demo card owned by ADMIN_EMAIL', async () => {
    const listA = await kit.request({ method: 'GET', url: cardsUrl(seeded.brandA), host: hostA, token: tokens.adminA })
    expect(listA.statusCode).toBe(200)
    const cardsA = listA.json<{ cards: { id: string; key: string; brand_id: string; owner_user_id: string; published: boolean; photo: string }[] }>().cards
    expect(cardsA.map((card) => card.id)).toContain(seeded.demoA)
    expect(cardsA.map((card) => card.id)).not.toContain(seeded.demoB)
    expect(cardsA.every((card) => card.brand_id === seeded.brandA)).toBe(true)
    const demo = cardsA.find((card) => card.id === seeded.demoA)!
    expect(demo).toMatchObject({ key: 'demo', published: true, owner_user_id: await kit.userId('admin@example.com') })
    expect(demo.photo).toMatch(/^\/uploads\/[0-9a-f-]{36}$/)

    const listB = await kit.request({ method: 'GET', url: cardsUrl(seeded.brandB), host: hostB, token: tokens.ownerB })
    expect(listB.statusCode).toBe(200)
    const idsB = listB.json().cards.map((card: { id: string }) => card.id)
    expect(idsB).toContain(seeded.demoB)
    expect(idsB).not.toContain(seeded.demoA)
  })

  it('creates a card with every field, reads, changes, publishes, withdraws and deletes it', async () => {
    const created = await kit.request({ method: 'POST', url: cardsUrl(seeded.brandA), host: hostA, token: tokens.ownerA, payload: fullCard })
    expect(created.statusCode).toBe(201)
    const card = created.json()
    expect(card).toMatchObject({ ...fullCard, brand_id: seeded.brandA, photo: null, owner_user_id: null })
    expect(card.websites).toEqual(fullCard.websites)

    const read = await kit.request({ method: 'GET', url: cardUrl(seeded.brandA, card.id), host: hostA, token: tokens.ownerA })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(card)

    // A draft is not public.
    expect((await kit.request({ method: 'GET', url: `/api/vcards/${fullCard.key}`, host: hostA })).statusCode).toBe(404)

    const changed = await kit.request({
      method: 'PATCH',
      url: cardUrl(seeded.brandA, card.id),
      host: hostA,
      token: tokens.ownerA,
      payload: { job_title: 'Rear admiral', published: true, organisation: null },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ job_title: 'Rear admiral', published: true, organisation: null, given_name: fullCard.given_name })
    expect(Date.parse(changed.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(card.updated_at))

    const publicCard = await kit.request({ method: 'GET', url: `/api/vcards/${fullCard.key}`, host: hostA })
    expect(publicCard.statusCode).toBe(200)
    // No organisation of its own: the brand's name; colours: the brand's with the card's override.
    expect(publicCard.json()).toMatchObject({ organisation: 'Northwind Studio', job_title: 'Rear admiral' })
    expect(publicCard.json().colors).toMatchObject({ primary: '#0f766e', body_bg: '#f8fafc' })

    const withdrawn = await kit.request({ method: 'PATCH', url: cardUrl(seeded.brandA, card.id), host: hostA, token: tokens.ownerA, payload: { published: false } })
    expect(withdrawn.json().published).toBe(false)
    expect((await kit.request({ method: 'GET', url: `/api/vcards/${fullCard.key}`, host: hostA })).statusCode).toBe(404)

    const deleted = await kit.request({ method: 'DELETE', url: cardUrl(seeded.brandA, card.id), host: hostA, token: tokens.ownerA })
    expect(deleted.statusCode).toBe(204)
    expect(await cardRow(card.id)).toBeUndefined()
    const again = await kit.request({ method: 'GET', url: cardUrl(seeded.brandA, card.id), host: hostA, token: tokens.ownerA })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ status: 'error', code: expect.any(String), message: 'No card with this id in this brand' })
  })

  it('refuses bad fields with a message naming the field, and writes nothing', async () => {
    const count = async () => Number((await t.query<{ n: number }>('select count(*)::int as n from cards'))[0]!.n)
    const before = await count()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...fullCard, key: 'Has Spaces' }, /^key: may hold only letters a-z/],
      [{ ...fullCard, key: '' }, /^key: /],
      [{ ...fullCard, phones: [{ type: 'work', number: 'call me' }] }, /^phones\.0\.number: may hold only digits/],
      [{ ...fullCard, phones: [{ type: 'fax', number: '+1 202 555 0100' }] }, /^phones\.0\.type: /],
      [{ ...fullCard, emails: [{ type: 'work', address: 'not-an-address' }] }, /^emails\.0\.address: must be an e-mail address/],
      [{ ...fullCard, websites: [{ url: 'javascript:alert(1)' }] }, /^websites\.0\.url: must be an http\(s\) address/],
      [{ ...fullCard, socials: [{ network: 'linkedin', url: 'ftp://x.example' }] }, /^socials\.0\.url: must be an http\(s\) address/],
      [{ ...fullCard, colors: { primary: 'red' } }, /^colors\.primary: must be a hex colour/],
      [{ ...fullCard, colors: { sparkle: '#ffffff' } }, /^colors\.sparkle: is not a field this request accepts$/],
      [{ ...fullCard, given_name: '', family_name: '' }, /^given_name: a card needs a given or a family name$/],
      [{ ...fullCard, bio: 'x'.repeat(1001) }, /^bio: must be at most 1000 characters$/],
      [{ ...fullCard, surprise: true }, /surprise/],
    ]
    for (const [payload, message] of cases) {
      const response = await kit.request({ method: 'POST', url: cardsUrl(seeded.brandA), host: hostA, token: tokens.ownerA, payload })
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().status).toBe('error')
      expect(response.json().message).toMatch(message)
    }
    expect(await count()).toBe(before)
  })

  it('keeps keys unique within a brand, but lets two brands use the same key', async () => {
    const taken = await kit.request({ method: 'POST', url: cardsUrl(seeded.brandA), host: hostA, token: tokens.ownerA, payload: { key: 'demo', given_name: 'Other' } })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ status: 'error', code: expect.any(String), message: 'key: another card of this brand already uses this key; choose another', field: 'key' })

    const first = await kit.request({ method: 'POST', url: cardsUrl(seeded.brandA), host: hostA, token: tokens.ownerA, payload: { key: 'shared-key', given_name: 'A' } })
    const second = await kit.request({ method: 'POST', url: cardsUrl(seeded.brandB), host: hostB, token: tokens.ownerB, payload: { key: 'shared-key', given_name: 'B' } })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)

    const renamed = await kit.request({ method: 'PATCH', url: cardUrl(seeded.brandA, first.json().id), host: hostA, token: tokens.ownerA, payload: { key: 'demo' } })
    expect(renamed.statusCode).toBe(409)
    expect((await cardRow(first.json().id))!.key).toBe('shared-key')

    const nameless = await kit.request({
      method: 'PATCH',
      url: cardUrl(seeded.brandA, first.json().id),
      host: hostA,
      token: tokens.ownerA,
      payload: { given_name: '', family_name: '' },
    })
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json().message).toBe('given_name: a card needs a given or a family name')
    expect((await cardRow(first.json().id))!.given_name).toBe('A')
  })

  it('lets a card be owned only by a person of the brand', async () => {
    const stranger = await kit.openSession('stranger@example.org', hostB)
    expect(stranger).toBeTruthy()
    const ownedBy = async (email: string) =>
      kit.request({
        method: 'POST',
        url: cardsUrl(seeded.brandA),
        host: hostA,
        token: tokens.ownerA,
        payload: { key: 'owned', given_name: 'Owned', owner_user_id: await kit.userId(email) },
      })
    const refused = await ownedBy('stranger@example.org')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^owner_user_id: /)

    const accepted = await ownedBy('member-a@example.org')
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().owner_user_id).toBe(await kit.userId('member-a@example.org'))
  })

  it('lets the brand\'s admins and the site\'s admins in, and nobody else', async () => {
    const list = (token: string | undefined, host = hostA) => kit.request({ method: 'GET', url: cardsUrl(seeded.brandA), host, ...(token ? { token } : {}) })
    expect((await list(undefined)).statusCode).toBe(401)
    const member = await list(tokens.memberA)
    expect(member.statusCode).toBe(403)
    expect(member.json()).toEqual({ status: 'error', code: expect.any(String), message: 'You are not a member of this brand; ask one of its owners or admins for an invitation' })
    expect((await list(tokens.ownerA)).statusCode).toBe(200)
    // ADMIN_EMAIL is an admin of the site and owner of the brand.
    expect((await list(tokens.adminA)).statusCode).toBe(200)

    const siteAdmin = await kit.openSession('site-admin@example.org', hostA)
    expect((await list(siteAdmin)).statusCode).toBe(403)
    await t.query(`update roles set type = 'admin' where user_id = $1`, [await kit.userId('site-admin@example.org')])
    expect((await list(siteAdmin)).statusCode).toBe(200)
  })

  /** Every brand-scoped call, each aimed at a card and brand the caller must not reach. */
  function foreignCalls(brandId: string, cardId: string) {
    return [
      { method: 'GET' as const, url: cardsUrl(brandId) },
      { method: 'POST' as const, url: cardsUrl(brandId), payload: { key: 'intruder', given_name: 'Intruder' } },
      { method: 'GET' as const, url: cardUrl(brandId, cardId) },
      { method: 'PATCH' as const, url: cardUrl(brandId, cardId), payload: { given_name: 'Hacked', published: false } },
      { method: 'DELETE' as const, url: cardUrl(brandId, cardId) },
      { method: 'GET' as const, url: `${cardUrl(brandId, cardId)}/figures` },
      { method: 'GET' as const, url: `/api/brands/${brandId}/profile` },
      { method: 'PATCH' as const, url: `/api/brands/${brandId}/profile`, payload: { about: 'Hacked' } },
    ]
  }

  async function snapshot() {
    return JSON.stringify([
      await t.query('select * from cards order by id'),
      await t.query('select * from brand_profiles order by brand_id'),
      await t.query('select count(*)::int as n from uploads'),
    ])
  }

  async function photoPng() {
    return sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).png().toBuffer()
  }

  /** The brand-scoped calls and the photo upload, which sends an image the brand's own admin could upload. */
  async function foreignCallsWithPhoto(brandId: string, cardId: string) {
    const photo = { method: 'PUT' as const, url: `${cardUrl(brandId, cardId)}/photo`, payload: await photoPng(), headers: { 'content-type': 'image/png' } }
    return [...foreignCalls(brandId, cardId), photo]
  }

  /** Sends each call as this session and expects each refused with this status, and this answer when given. */
  async function expectRefused(calls: Omit<ApiRequest, 'host' | 'token'>[], as: Pick<ApiRequest, 'host' | 'token'>, status: number, answer?: unknown) {
    for (const call of calls) {
      const response = await kit.request({ ...call, ...as })
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(status)
      if (answer) expect(response.json()).toEqual(answer)
    }
  }

  it('never lets an admin of brand A read or change brand B\'s cards', async () => {
    const before = await snapshot()
    const png = await photoPng()
    // Through A's host, naming B's brand: B does not exist there.
    const noBrand = { status: 'error', code: 'not_found', message: 'No brand with this id on this site' }
    await expectRefused(await foreignCallsWithPhoto(seeded.brandB, seeded.demoB), { host: hostA, token: tokens.ownerA }, 404, noBrand)
    // B's card under A's own brand: no such card in A.
    await expectRefused(foreignCalls(seeded.brandA, seeded.demoB).filter((c) => c.url.includes(seeded.demoB)), { host: hostA, token: tokens.ownerA }, 404)
    const photoOnA = await kit.request({ method: 'PUT', url: `${cardUrl(seeded.brandA, seeded.demoB)}/photo`, host: hostA, token: tokens.ownerA, payload: png, headers: { 'content-type': 'image/png' } })
    expect(photoOnA.statusCode).toBe(404)
    // A's token through B's host is not a session there at all.
    await expectRefused(foreignCalls(seeded.brandB, seeded.demoB), { host: hostB, token: tokens.ownerA }, 401)
    // Naming B's site in x-site-id from A's host is refused.
    const claimed = await kit.request({ method: 'GET', url: cardsUrl(seeded.brandB), host: hostA, token: tokens.ownerA, headers: { 'x-site-id': (await kit.siteOf(hostB)).id } })
    expect(claimed.statusCode).toBe(403)
    expect(await snapshot()).toBe(before)
  })

  it('never lets an admin of brand B read or change brand A\'s cards', async () => {
    const before = await snapshot()
    const png = await photoPng()
    await expectRefused(await foreignCallsWithPhoto(seeded.brandA, seeded.demoA), { host: hostB, token: tokens.ownerB }, 404)
    await expectRefused(foreignCalls(seeded.brandB, seeded.demoA).filter((c) => c.url.includes(seeded.demoA)), { host: hostB, token: tokens.ownerB }, 404)
    // On A's own host, signed in there as a member, B's admin is no admin of A.
    await expectRefused(foreignCalls(seeded.brandA, seeded.demoA), { host: hostA, token: tokens.ownerBOnA }, 403)
    const photoAsMember = await kit.request({ method: 'PUT', url: `${cardUrl(seeded.brandA, seeded.demoA)}/photo`, host: hostA, token: tokens.ownerBOnA, payload: png, headers: { 'content-type': 'image/png' } })
    expect(photoAsMember.statusCode).toBe(403)
    expect(await snapshot()).toBe(before)
  })

  describe('the photo', () => {
    const photoUrl = () => `${cardUrl(seeded.brandA, seeded.demoA)}/photo`
    const put = (payload: Buffer | string, contentType: string) =>
      kit.request({ method: 'PUT', url: photoUrl(), host: hostA, token: tokens.ownerA, payload, headers: { 'content-type': contentType } })

    it('re-encodes a PNG or a JPEG into a square JPEG with no EXIF, turned upright', async () => {
      // A 300×200 JPEG stored sideways, with camera metadata and orientation 6 (rotate 90°).
      const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'GPS 51.5,-0.12' } } })
        .toBuffer()
      expect((await sharp(sideways).metadata()).exif).toBeDefined()
      const response = await put(sideways, 'image/jpeg')
      expect(response.statusCode).toBe(200)
      const photo = response.json().photo as string
      expect(photo).toMatch(/^\/uploads\//)
      const served = await kit.request({ method: 'GET', url: photo, host: hostA })
      expect(served.headers['content-type']).toBe('image/jpeg')
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 })
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false)

      const png = await put(await sharp({ create: { width: 900, height: 400, channels: 4, background: '#00ff0080' } }).png().toBuffer(), 'image/png')
      expect(png.statusCode).toBe(200)
      expect(png.json().photo).not.toBe(photo)
      const pngMeta = await sharp((await kit.request({ method: 'GET', url: png.json().photo, host: hostA })).rawPayload).metadata()
      expect(pngMeta).toMatchObject({ format: 'jpeg', width: 512, height: 512 })
    })

    it('takes a photo of exactly 5 MiB and refuses one a byte larger', async () => {
      const atLimit = await put(await pngOfSize(5 * 1024 * 1024), 'image/png')
      expect(atLimit.statusCode, atLimit.body).toBe(200)
      const over = await put(await pngOfSize(5 * 1024 * 1024 + 1), 'image/png')
      expect(over.statusCode).toBe(413)
      expect(over.json()).toEqual({ status: 'error', code: expect.any(String), message: 'photo: the image is larger than 5 MiB; send a smaller one', field: 'photo' })
    })

    it('refuses GIFs, text, a GIF that claims to be a PNG, and oversized files, with a message, changing nothing', async () => {
      const before = JSON.stringify([await cardRow(seeded.demoA), await t.query('select count(*)::int as n from uploads')])
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } }).gif().toBuffer()

      const asGif = await put(gif, 'image/gif')
      expect(asGif.statusCode).toBe(415)
      expect(asGif.json()).toEqual({ status: 'error', code: expect.any(String), message: 'photo: send a PNG or JPEG image with Content-Type image/png or image/jpeg (this was image/gif)', field: 'photo' })

      const asText = await put('hello', 'text/plain')
      expect(asText.statusCode).toBe(415)
      expect(asText.json().message).toMatch(/^photo: send a PNG or JPEG image/)

      const asJson = await kit.request({ method: 'PUT', url: photoUrl(), host: hostA, token: tokens.ownerA, payload: { photo: 'x' } })
      expect(asJson.statusCode).toBe(415)

      const disguised = await put(gif, 'image/png')
      expect(disguised.statusCode).toBe(400)
      expect(disguised.json()).toEqual({ status: 'error', code: expect.any(String), message: 'photo: the file is a GIF image; send a PNG or JPEG', field: 'photo' })

      const garbage = await put(Buffer.from('not really a png at all'), 'image/png')
      expect(garbage.statusCode).toBe(400)
      expect(garbage.json()).toEqual({ status: 'error', code: expect.any(String), message: 'photo: the file is not a readable PNG or JPEG image', field: 'photo' })

      const empty = await put(Buffer.alloc(0), 'image/png')
      expect(empty.statusCode).toBe(400)
      expect(empty.json().message).toMatch(/^photo: /)

      const huge = Buffer.concat([await photoPng(), Buffer.alloc(5 * 1024 * 1024)])
      const oversize = await put(huge, 'image/png')
      expect(oversize.statusCode).toBe(413)
      expect(oversize.json()).toEqual({ status: 'error', code: expect.any(String), message: 'photo: the image is larger than 5 MiB; send a smaller one', field: 'photo' })

      expect(JSON.stringify([await cardRow(seeded.demoA), await t.query('select count(*)::int as n from uploads')])).toBe(before)
    })
  })

  it('edits the brand\'s business page profile with checked fields', async () => {
    const bad = await kit.request({ method: 'PATCH', url: `/api/brands/${seeded.brandB}/profile`, host: hostB, token: tokens.ownerB, payload: { website: 'nope' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^website: /)
    const saved = await kit.request({ method: 'PATCH', url: `/api/brands/${seeded.brandB}/profile`, host: hostB, token: tokens.ownerB, payload: { about: 'Oak, mostly.' } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ about: 'Oak, mostly.', email: 'workshop@ember-oak.example' })
    const page = await kit.request({ method: 'GET', url: '/api/brands/by-slug/ember-oak', host: hostB })
    expect(page.json().profile.about).toBe('Oak, mostly.')
  })
})
