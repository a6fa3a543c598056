import { readFile } from 'node:fs/promises'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { createCard } from '../../helpers/cards'
import { useRunningSite } from '../../helpers/running-site'
import { addSessionCookies, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

describe("a card's share channels: e-mail signature, video-call background, NFC tag", () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'])('pastes the signature with its layout, links and QR image, makes a background that scans, and gives the NFC address (%s)', async (host) => {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const cards = (await (await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })).json()) as { cards: { id: string; key: string }[] }
    const demo = cards.cards.find((card) => card.key === 'demo')!

    const context = await site.browser.newContext({ viewport: viewports.desktop, acceptDownloads: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    await addSessionCookies(context, origin, admin.token)
    const page = await context.newPage()
    await page.goto(`${origin}/brands/${admin.brandId}/vcards/${demo.id}`)
    const share = page.getByRole('region', { name: 'Share' })
    await share.waitFor()

    // The signature, copied and pasted into an editable area as a mail program's editor would take it.
    await share.getByRole('button', { name: 'Copy signature' }).click()
    await share.getByRole('status').getByText('Signature copied.', { exact: false }).waitFor()
    await page.evaluate(() => {
      const editable = document.createElement('div')
      editable.contentEditable = 'true'
      editable.id = 'pasted-here'
      editable.setAttribute('aria-label', 'New message')
      document.body.append(editable)
      editable.focus()
    })
    await page.keyboard.press('Control+V')
    const pasted = page.locator('#pasted-here')
    await pasted.locator('table').waitFor({ state: 'attached' })
    const shape = await pasted.evaluate((root) => ({
      cells: root.querySelectorAll('table tr > td').length,
      links: [...root.querySelectorAll('a')].map((link) => link.getAttribute('href')),
      images: [...root.querySelectorAll('img')].map((image) => image.getAttribute('src')),
      borderLeft: (root.querySelector('td[style*="border-left"]') as HTMLElement | null)?.style.borderLeftStyle,
    }))
    expect(shape.cells).toBeGreaterThanOrEqual(2)
    expect(shape.borderLeft).toBe('solid')
    expect(shape.links).toContain(`${origin}/vcard/demo?src=signature`)
    const qrImage = shape.images.find((src) => src?.includes('/qr.png'))!
    expect(qrImage).toBe(`${origin}/api/vcards/demo/qr.png?src=signature`)
    const image = await fetch(qrImage)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(await readQr(Buffer.from(await image.arrayBuffer()))).toBe(`${origin}/vcard/demo?src=signature`)

    // The background: a 1920×1080 PNG whose code opens the card, counted as from the background.
    const download = page.waitForEvent('download')
    await share.getByRole('button', { name: 'Download background' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('demo-background.png')
    const png = await readFile((await file.path())!)
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1920, height: 1080 })
    expect(await readQr(png)).toBe(`${origin}/vcard/demo?src=background`)

    expect(await share.getByLabel('Address to write on the tag').inputValue()).toBe(`${origin}/vcard/demo?src=nfc`)
    await share.getByRole('button', { name: 'Copy', exact: true }).click()
    await share.getByRole('status').getByText('Address copied.').waitFor()
    await page.evaluate(() => {
      const editable = document.getElementById('pasted-here')!
      editable.textContent = ''
      editable.focus()
    })
    await page.keyboard.press('Control+V')
    expect((await pasted.innerText()).trim()).toBe(`${origin}/vcard/demo?src=nfc`)

    await page.evaluate(() => document.getElementById('pasted-here')?.remove())
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport)
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      expect(await seriousAccessibilityProblems(page), `${viewport.width}×${viewport.height}`).toEqual([])
    }
    await context.close()
  })

  it("shows a draft card's signature with a QR code that scans, though the server gives none until it is published", async () => {
    const origin = site.origin('127.0.0.1')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const key = `draft-${Date.now().toString(36)}`
    const card = await createCard(origin, admin, { key, given_name: 'Ines', family_name: 'Draft' })
    expect((await fetch(`${origin}/api/vcards/${key}/qr.png?src=signature`)).status).toBe(404)

    const context = await site.browser.newContext({ viewport: viewports.desktop })
    await addSessionCookies(context, origin, admin.token)
    const page = await context.newPage()
    await page.goto(`${origin}/brands/${admin.brandId}/vcards/${card.id}`)
    const code = page.getByRole('region', { name: 'Signature preview' }).getByRole('img', { name: 'QR code of my digital card' })
    await code.waitFor()
    expect(await code.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0)
    // The image itself, drawn large by another renderer (librsvg, through sharp), reads as the card's address.
    const source = (await code.getAttribute('src'))!
    expect(source.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = Buffer.from(decodeURIComponent(source.slice('data:image/svg+xml,'.length)))
    expect(await readQr(await sharp(svg, { density: 600 }).png().toBuffer())).toBe(`${origin}/vcard/${key}?src=signature`)
    await context.close()
  })
})
