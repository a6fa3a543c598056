import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { DeltaDocument } from '../../../src/domain/delta'
import { pngOfSize } from '../../support/image-fixtures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const hosts = { localhost: { host: 'localhost:3000' }, loopback: { host: '127.0.0.1:3000' } } as const
type HostName = keyof typeof hosts

const newContent: DeltaDocument = {
  ops: [{ insert: 'Fresh offer' }, { insert: '\n', attributes: { header: 2 } }, { insert: 'Now ' }, { insert: 'cheaper', attributes: { bold: true } }, { insert: '\n' }],
}

describe.each(backends)('landing content and image uploads (%s)', (backend) => {
  const { t, kit } = useTestApp(backend, { mail: true })
  const signIn = (email: string, on: HostName) => kit.signIn(email, hosts[on].host)
  const landingOf = async (on: HostName) =>
    (await t.app.inject({ method: 'GET', url: `/api/sites/${on === 'localhost' ? 'localhost' : '127.0.0.1'}` })).json().site.meta.landing
  const putLanding = (on: HostName, token: string | null, payload: unknown, block = 'content_1') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sites/current/landing/${block}`,
      headers: { ...hosts[on], ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as Record<string, unknown>,
    })
  const upload = (on: HostName, token: string | null, body: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { ...hosts[on], 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    })
  const uploadRows = async () => (await t.query<{ n: string }>('select count(*)::text as n from uploads'))[0]!.n
  const storedFiles = async () => (await readdir(path.join(t.dataDir, 'uploads'))).length
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } }).png().toBuffer()

  it('lets an admin replace a landing block; visitors get the new content at once', async () => {
    const token = await signIn('admin@example.com', 'localhost')
    const before = await landingOf('localhost')
    const saved = await putLanding('localhost', token, newContent)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().site.meta.landing.content_1).toEqual(newContent)
    const after = await landingOf('localhost')
    expect(after.content_1).toEqual(newContent)
    // Only the named block changes.
    expect(after.content_2).toEqual(before.content_2)
    expect(after.pricing).toEqual(before.pricing)

    const pricing = await putLanding('localhost', token, { ops: [{ insert: '9 € a month\n' }] }, 'pricing')
    expect(pricing.statusCode).toBe(200)
    expect((await landingOf('localhost')).content_1).toEqual(newContent)
  })

  it('never lets the admin of one demo site change the other, in either direction', async () => {
    const onLocalhost = await signIn('admin@example.com', 'localhost')
    const onLoopback = await signIn('admin@example.com', 'loopback')
    const localhostBefore = await landingOf('localhost')
    const loopbackBefore = await landingOf('loopback')

    // A token only works on the site it was issued on, whoever holds it.
    expect((await putLanding('localhost', onLoopback, newContent)).statusCode).toBe(401)
    expect((await putLanding('loopback', onLocalhost, newContent)).statusCode).toBe(401)
    // Naming the other site's id from this host is refused too.
    const loopbackId = (await t.app.inject({ method: 'GET', url: '/api/sites/127.0.0.1' })).json().site.id
    const crossed = await t.app.inject({
      method: 'PUT',
      url: '/api/sites/current/landing/content_1',
      headers: { ...hosts.localhost, authorization: `Bearer ${onLocalhost}`, 'x-site-id': loopbackId },
      payload: newContent,
    })
    expect(crossed.statusCode).toBe(403)
    expect(await landingOf('localhost')).toEqual(localhostBefore)
    expect(await landingOf('loopback')).toEqual(loopbackBefore)
  })

  it('refuses members, guests and anonymous callers', async () => {
    const before = await landingOf('localhost')
    const member = await signIn('member@example.org', 'localhost')
    const refusedMember = await putLanding('localhost', member, newContent)
    expect(refusedMember.statusCode).toBe(403)
    expect(refusedMember.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Only an admin of this site can change its content' })

    const guest = await signIn('guest@example.org', 'localhost')
    await t.query(`update roles set type = 'guest' where user_id = (select id from users where email = $1)`, ['guest@example.org'])
    expect((await putLanding('localhost', guest, newContent)).statusCode).toBe(403)

    const anonymous = await putLanding('localhost', null, newContent)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toMatch(/sign in/i)
    expect(await landingOf('localhost')).toEqual(before)
  })

  it.each([
    ['not a document', [1, 2, 3]],
    ['ops that are not a list', { ops: 'hello' }],
    ['an op with no insert', { ops: [{ retain: 3 }] }],
    ['an unknown embed', { ops: [{ insert: { script: 'alert(1)' } }] }],
    ['an embed with two kinds', { ops: [{ insert: { image: 'a.png', video: 'b' } }] }],
    ['a nested attribute value', { ops: [{ insert: 'x', attributes: { bold: { on: true } } }] }],
    ['too many formats', { ops: [{ insert: 'x', attributes: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, true])) }] }],
    ['too many operations', { ops: Array.from({ length: 4001 }, () => ({ insert: 'x' })) }],
    ['an address that is far too long', { ops: [{ insert: { image: `https://example.com/${'a'.repeat(3000)}` } }] }],
    ['an extra field', { ops: [], html: '<script>' }],
  ])('refuses %s and changes nothing', async (_case, payload) => {
    const token = await signIn('admin@example.com', 'localhost')
    const before = await landingOf('localhost')
    const response = await putLanding('localhost', token, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().status).toBe('error')
    expect(response.json().message).not.toMatch(/at .*\.ts:/)
    expect(await landingOf('localhost')).toEqual(before)
  })

  it('refuses a block that does not exist and a body over the size limit', async () => {
    const token = await signIn('admin@example.com', 'localhost')
    expect((await putLanding('localhost', token, newContent, 'footer')).statusCode).toBe(400)
    const huge = await putLanding('localhost', token, { ops: [{ insert: `${'x'.repeat(70_000)}\n` }] })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toMatch(/too large/)
  })

  it('stores an admin’s PNG and JPEG as re-encoded files of the site’s brand and serves them back', async () => {
    const token = await signIn('admin@example.com', 'localhost')
    const withMetadata = await sharp(await png()).withMetadata({ exif: { IFD0: { Copyright: 'Secret place 51.5N' } } }).jpeg().toBuffer()
    for (const [body, type] of [
      [await png(), 'image/png'],
      [withMetadata, 'image/jpeg'],
    ] as const) {
      const response = await upload('localhost', token, body, type)
      expect(response.statusCode).toBe(201)
      const { url } = response.json<{ url: string }>()
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/)
      const served = await t.app.inject({ method: 'GET', url, headers: hosts.localhost })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      const metadata = await sharp(served.rawPayload).metadata()
      expect(metadata).toMatchObject({ width: 40, height: 30, format: type === 'image/png' ? 'png' : 'jpeg' })
      expect(metadata.exif).toBeUndefined()
      expect(served.rawPayload.includes('Secret place')).toBe(false)
    }
    const [row] = await t.query<{ brand_id: string }>('select brand_id from uploads order by created_at desc limit 1')
    const site = (await t.app.inject({ method: 'GET', url: '/api/sites/localhost' })).json().site
    expect(row!.brand_id).toBe(site.brand_id)
  })

  it('takes an image of exactly 5 MiB and refuses one a byte larger', async () => {
    const admin = await signIn('admin@example.com', 'localhost')
    const atLimit = await upload('localhost', admin, await pngOfSize(5 * 1024 * 1024), 'image/png')
    expect(atLimit.statusCode, atLimit.body).toBe(201)
    const over = await upload('localhost', admin, await pngOfSize(5 * 1024 * 1024 + 1), 'image/png')
    expect(over.statusCode).toBe(413)
    expect(over.json().message).toBe('The image is larger than 5 MiB; send a smaller one')
  })

  it('refuses uploads that are not a PNG or JPEG, too large, or from someone who is not an admin, writing nothing', async () => {
    const admin = await signIn('admin@example.com', 'localhost')
    const member = await signIn('member@example.org', 'localhost')
    const rowsBefore = await uploadRows()
    const filesBefore = await storedFiles()
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()

    const asGif = await upload('localhost', admin, gif, 'image/gif')
    expect(asGif.statusCode).toBe(415)
    expect(asGif.json().message).toBe('Send the image as the request body with Content-Type image/png or image/jpeg (got image/gif)')

    const gifCalledPng = await upload('localhost', admin, gif, 'image/png')
    expect(gifCalledPng.statusCode).toBe(400)
    expect(gifCalledPng.json().message).toMatch(/GIF image but was sent as PNG/)

    const text = await upload('localhost', admin, 'just some words', 'text/plain')
    expect(text.statusCode).toBe(415)
    const textCalledJpeg = await upload('localhost', admin, 'just some words', 'image/jpeg')
    expect(textCalledJpeg.statusCode).toBe(400)
    expect(textCalledJpeg.json().message).toBe('The file is not a readable JPEG image')

    const oversize = await upload('localhost', admin, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png')
    expect(oversize.statusCode).toBe(413)
    expect(oversize.json().message).toBe('The image is larger than 5 MiB; send a smaller one')

    expect((await upload('localhost', member, await png(), 'image/png')).statusCode).toBe(403)
    expect((await upload('localhost', null, await png(), 'image/png')).statusCode).toBe(401)
    const loopbackAdmin = await signIn('admin@example.com', 'loopback')
    expect((await upload('localhost', loopbackAdmin, await png(), 'image/png')).statusCode).toBe(401)

    expect(await uploadRows()).toBe(rowsBefore)
    expect(await storedFiles()).toBe(filesBefore)
  })
})
