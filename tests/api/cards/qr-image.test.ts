import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** The text a QR code image holds, read as a phone's camera would. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

describe.each(backends)("a card's QR code as an image, for e-mail signatures (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it("holds the card's address with the marker asked for, for a published card of the host's site only", async () => {
    const signature = await kit.request({ method: 'GET', url: '/api/vcards/demo/qr.png?src=signature', host: hostA })
    expect(signature.statusCode).toBe(200)
    expect(signature.headers['content-type']).toBe('image/png')
    expect(await readQr(signature.rawPayload)).toBe(`http://${hostA}/vcard/demo?src=signature`)
    const { width, height } = await sharp(signature.rawPayload).metadata()
    expect(width).toBe(height)
    // Four modules of white on each side: the first dark pixel is 4 modules of 6 pixels in.
    const { data, info } = await sharp(signature.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true })
    const firstDark = [...data].findIndex((value) => value < 128)
    expect(firstDark % info.width).toBe(24)
    expect(Math.floor(firstDark / info.width)).toBe(24)

    expect(await readQr((await kit.request({ method: 'GET', url: '/api/vcards/demo/qr.png', host: hostA })).rawPayload)).toBe(`http://${hostA}/vcard/demo?src=qr`)
    const odd = await kit.request({ method: 'GET', url: '/api/vcards/demo/qr.png?src=spam', host: hostA })
    expect(odd.statusCode).toBe(400)
    expect(odd.json().message).toBe('src: must be one of: qr, link, nfc, signature, background')

    const token = await kit.openSession('admin@example.com', hostA, 'admin')
    await kit.createCard(hostA, token, { key: 'drafted-qr', given_name: 'Draft' })
    expect((await kit.request({ method: 'GET', url: '/api/vcards/drafted-qr/qr.png', host: hostA })).statusCode).toBe(404)
    // Site A's card is no card of site B's brand.
    const cardOfA = await kit.createCard(hostA, token, { key: 'only-on-a', given_name: 'Only', published: true })
    expect(cardOfA.key).toBe('only-on-a')
    expect((await kit.request({ method: 'GET', url: '/api/vcards/only-on-a/qr.png', host: hostB })).statusCode).toBe(404)
  })
})
