import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useDemoBrandsAndCards, useTestApp } from '../../support/use-test-app'

const logoPng = () => sharp({ create: { width: 240, height: 80, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer()

describe.each(backends)('a card\'s design, cover and logo (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const seeded = useDemoBrandsAndCards(kit)
  let adminA: string
  let adminB: string

  beforeEach(async () => {
    adminA = await kit.openSession('admin@example.com', hostA)
    adminB = await kit.openSession('admin@example.com', hostB)
  })

  const cardUrl = (brandId: string, cardId: string) => `/api/brands/${brandId}/vcards/${cardId}`
  const patch = (payload: Record<string, unknown>) => kit.request({ method: 'PATCH', url: cardUrl(seeded.brandA, seeded.demoA), host: hostA, token: adminA, payload })
  const sendImage = async (brandId: string, cardId: string, host: string, token: string) =>
    kit.request({ method: 'POST', url: `${cardUrl(brandId, cardId)}/images`, host, token, payload: await logoPng(), headers: { 'content-type': 'image/png' } })
  const designRow = async () => (await t.query<Record<string, unknown>>('select design, cover_upload_id, logo_upload_id, messengers from cards where id = $1', [seeded.demoA]))[0]

  it('saves the layout, the photo shape, the cover colour, a logo and messaging apps, and the card page draws them', async () => {
    const sent = await sendImage(seeded.brandA, seeded.demoA, hostA, adminA)
    expect(sent.statusCode, sent.body).toBe(201)
    const logo = sent.json<{ id: string; url: string }>()
    expect(logo.url).toBe(`/uploads/${logo.id}`)

    const saved = await patch({
      design: { layout: 'cover', photo_shape: 'square', cover_color: '#123456' },
      logo_upload_id: logo.id,
      messengers: [{ app: 'whatsapp', handle: '+44 7700 900123' }, { app: 'telegram', handle: '@maya_okafor' }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      design: { layout: 'cover', photo_shape: 'square', cover_color: '#123456' },
      logo: logo.url,
      logo_upload_id: logo.id,
      cover: null,
      messengers: [{ app: 'whatsapp', handle: '+44 7700 900123' }, { app: 'telegram', handle: 'maya_okafor' }],
    })

    const pub = await kit.request({ method: 'GET', url: '/api/vcards/demo', host: hostA })
    expect(pub.json()).toMatchObject({ design: { layout: 'cover', photo_shape: 'square', cover_color: '#123456' }, logo: logo.url })
    // The logo is served as the card's file: public while the card is.
    const served = await kit.request({ method: 'GET', url: logo.url, host: hostA })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')

    const page = await kit.request({ method: 'GET', url: '/vcard/demo', host: hostA })
    expect(page.body).toContain('class="mqc-card mqc-layout-cover mqc-photo-square"')
    expect(page.body).toContain(`<img class="mqc-logo" src="${logo.url}"`)
    expect(page.body).toContain('--mqc-cover:#123456')
    expect(page.body).toContain('href="https://wa.me/447700900123" aria-label="WhatsApp"')
    expect(page.body).toContain('href="https://t.me/maya_okafor" aria-label="Telegram"')

    // Taken away again: the photo with `photo: null`, the logo with null.
    const removed = await patch({ photo: null, logo_upload_id: null })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toMatchObject({ photo: null, logo: null, logo_upload_id: null })
  })

  it('refuses a layout it does not know, naming design.layout, and changes nothing', async () => {
    const before = await designRow()
    const refused = await patch({ design: { layout: 'diagonal' } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ status: 'error' })
    expect(refused.json<{ message: string }>().message).toMatch(/^design\.layout: /)
    const badColour = await patch({ design: { cover_color: 'red; background:url(x)' } })
    expect(badColour.statusCode).toBe(400)
    expect(badColour.json<{ message: string }>().message).toMatch(/^design\.cover_color: /)
    const badNumber = await patch({ messengers: [{ app: 'signal', handle: '07700 900123' }] })
    expect(badNumber.statusCode).toBe(400)
    expect(badNumber.json<{ message: string }>().message).toMatch(/^messengers\.0\.handle: /)
    const photoAddress = await patch({ photo: '/uploads/elsewhere' })
    expect(photoAddress.statusCode).toBe(400)
    expect(photoAddress.json<{ message: string }>().message).toMatch(/^photo: /)
    expect(await designRow()).toEqual(before)
  })

  it('refuses a logo or a cover that is not an image sent for this card: another site\'s, another card\'s, or none', async () => {
    const before = await designRow()
    const otherSite = (await sendImage(seeded.brandB, seeded.demoB, hostB, adminB)).json<{ id: string }>().id
    const refused = await patch({ logo_upload_id: otherSite })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<{ message: string }>().message).toMatch(/^logo_upload_id: must be the id of an image uploaded for this card/)

    const anotherCard = await kit.request({ method: 'POST', url: `/api/brands/${seeded.brandA}/vcards`, host: hostA, token: adminA, payload: { key: 'second', given_name: 'Second' } })
    const ofAnotherCard = (await sendImage(seeded.brandA, anotherCard.json<{ id: string }>().id, hostA, adminA)).json<{ id: string }>().id
    expect((await patch({ cover_upload_id: ofAnotherCard })).statusCode).toBe(400)
    expect((await patch({ cover_upload_id: '00000000-0000-4000-8000-000000000000' })).json<{ message: string }>().message).toMatch(/^cover_upload_id: /)
    expect(await designRow()).toEqual(before)

    // An image of brand B's card cannot even be sent through brand A's host.
    expect((await sendImage(seeded.brandB, seeded.demoB, hostA, adminA)).statusCode).toBe(404)
    // And what is sent must really be an image.
    const notImage = await kit.request({ method: 'POST', url: `${cardUrl(seeded.brandA, seeded.demoA)}/images`, host: hostA, token: adminA, payload: Buffer.from('GIF89a'), headers: { 'content-type': 'image/png' } })
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json<{ message: string }>().message).toMatch(/^image: /)
  })
})
