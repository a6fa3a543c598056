import { readFile } from 'node:fs/promises'
import jsQR from 'jsqr'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { expectInView, expectNoSidewaysScroll, expectReadable } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { addSessionCookies, demoAdminSessions, signIn } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const demoNames = { localhost: 'Maya Okafor', '127.0.0.1': 'Tomás Ferreira' } as const
const adminEmail = 'admin@example.com'

describe('business cards in the browser', () => {
  const site = useRunningSite({ mail: true })
  const { origin } = site

  async function phonePage(options: { javaScriptEnabled?: boolean; acceptDownloads?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await site.browser.newContext({ viewport: phone, ...options })
    return { context, page: await context.newPage() }
  }

  /** Resolves once the service worker controls the page. */
  const untilWorkerControls = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

  /** The demo card page of the host's brand on a phone, once it is drawn and the service worker controls it. */
  async function demoCardUnderWorker(host: keyof typeof demoNames): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await phonePage()
    await page.goto(`${origin(host)}/vcard/demo`)
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await untilWorkerControls(page)
    return { context, page }
  }

  /** The demo admin's session on a host, signed in through the API once for the file (an address may ask for five codes an hour). */
  const adminToken = demoAdminSessions(site)

  /** Signs the demo admin in through the app, with the code from the mail. */
  const signInAsAdmin = (page: Page, host: keyof typeof demoNames) => signIn(page, site.smtp, origin(host), adminEmail)

  it.each(['localhost', '127.0.0.1'] as const)('shows the demo card of the brand on %s, with its links, the name in the tab and the QR code of its address', async (host) => {
    const { context, page } = await phonePage()
    await page.goto(`${origin(host)}/vcard/demo`)
    await page.getByRole('button', { name: 'Share' }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(demoNames[host])
    expect(await page.title()).toBe(demoNames[host])
    expect(await page.getByRole('img', { name: `Photo of ${demoNames[host]}` }).isVisible()).toBe(true)
    const details = page.getByRole('list', { name: 'Contact details' })
    expect(await details.getByRole('link', { name: /^Call \(work\)/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/)
    expect(await details.getByRole('link', { name: /^E-mail / }).first().getAttribute('href')).toMatch(/^mailto:.+@.+/)
    expect(await details.getByRole('link', { name: /United Kingdom/ }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/)

    await page.getByRole('button', { name: 'QR code' }).click()
    const qr = page.getByRole('region', { name: 'QR code' })
    await qr.getByRole('img', { name: `QR code of ${origin(host)}/vcard/demo?src=qr` }).waitFor()
    await context.close()
  })

  it.each(['localhost', '127.0.0.1'] as const)("gives a person who opens a card inside the app on %s the QR screen, not the admins' designer: it reads back, with a quiet zone, and can hold the contact itself", async (host) => {
    const { context, page } = await phonePage()
    const admin = await adminToken(host)
    await addSessionCookies(context, origin(host), admin.token)
    await page.goto(`${origin(host)}/profile`)
    // From the dashboard's "Your cards" to the card: a navigation inside the app, which draws the card itself.
    await page.getByRole('region', { name: 'Your cards' }).getByRole('link', { name: demoNames[host] }).click()
    await page.getByRole('heading', { level: 1, name: demoNames[host] }).waitFor()
    expect(await page.locator('#card-page').count()).toBe(0)
    await page.getByRole('button', { name: 'QR code' }).click()
    const region = page.getByRole('region', { name: 'QR code' })
    const code = region.getByRole('img', { name: `QR code of ${origin(host)}/vcard/demo?src=qr` })
    await code.waitFor()
    expect(await region.getByText('Error correction').count()).toBe(0)
    expect(await region.getByText(demoNames[host], { exact: true }).isVisible()).toBe(true)
    const { data, info } = await sharp(await code.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
    expect(jsQR(pixels, info.width, info.height)?.data).toBe(`${origin(host)}/vcard/demo?src=qr`)
    // Four modules of white around the code: no dark pixel within them.
    const modulePixels = info.width / Number((await code.locator('xpath=.').getAttribute('viewBox'))!.split(' ')[2])
    const edge = Math.floor(modulePixels * 3.9)
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inMargin = x < edge || y < edge || x >= info.width - edge || y >= info.height - edge
        if (inMargin) expect(data[(y * info.width + x) * 4]!, `${x},${y}`).toBeGreaterThan(127)
      }
    }
    await region.getByRole('button', { name: 'Put the contact in the code' }).click()
    const contact = region.getByRole('img', { name: `QR code holding the contact of ${demoNames[host]}` })
    // A denser code: read from the drawing itself, rendered large.
    const markup = (await contact.evaluate((svg) => svg.outerHTML)).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
    const shot = await sharp(Buffer.from(markup)).resize(900).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const held = jsQR(new Uint8ClampedArray(shot.data.buffer, shot.data.byteOffset, shot.data.length), shot.info.width, shot.info.height)
    // The vCard is UTF-8 (Tomás): read from the code's bytes.
    expect(Buffer.from(held?.binaryData ?? []).toString('utf8')).toContain(`FN:${demoNames[host]}`)
    await context.close()
  })

  it('puts the name into the page before any script runs', async () => {
    const html = await (await fetch(`${origin('localhost')}/vcard/demo`)).text()
    expect(html).toMatch(/<h1 class="mqc-name" id="mqc-name">Maya Okafor<\/h1>/)
    const { context, page } = await phonePage({ javaScriptEnabled: false })
    await page.goto(`${origin('127.0.0.1')}/vcard/demo`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tomás Ferreira')
    await context.close()
  })

  it('downloads the contact as a .vcf file with Save contact', async () => {
    const { context, page } = await phonePage({ acceptDownloads: true })
    await page.goto(`${origin('localhost')}/vcard/demo`)
    await page.getByRole('button', { name: 'Share' }).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Save contact' }).click()])
    expect(download.suggestedFilename()).toBe('Maya Okafor.vcf')
    const file = await readFile((await download.path())!, 'utf8')
    expect(file.startsWith('BEGIN:VCARD\r\n')).toBe(true)
    expect(file).toContain('FN:Maya Okafor')
    await context.close()
  })

  it('keeps the card on the device: listed under Saved cards and opened again with no network, as the server drew it', async () => {
    const { context, page } = await demoCardUnderWorker('127.0.0.1')

    await page.getByRole('button', { name: 'Saved cards' }).click()
    const saved = page.getByRole('dialog', { name: 'Saved cards' })
    await saved.getByRole('link', { name: 'Tomás Ferreira' }).waitFor()
    await saved.getByRole('button', { name: 'Close saved cards' }).click()

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Tomás Ferreira' }).waitFor()
    expect(await page.getByRole('link', { name: 'Save contact' }).isVisible()).toBe(true)
    expect(await page.locator('#card-page-data').count()).toBe(1)
    await context.close()
  })

  it("opens a card seen on this device but never kept by the worker in the app, from the device's copy, when offline", async () => {
    // The card was seen (in the device's saved cards) but its page is not kept: the app shell opens and draws it.
    const { context, page } = await demoCardUnderWorker('localhost')
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 30_000 }).toBe(true)
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.startsWith('marque-card-pages-')) await caches.delete(name)
    })
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor()
    // The app's own card (no server markup): drawn from what the device kept.
    expect(await page.locator('#card-page').count()).toBe(0)
    await page.goto(`${origin('localhost')}/vcard/never-seen`)
    await page.getByText('You are offline, and this card has not been opened on this device before.', { exact: false }).waitFor()
    await context.close()
  })

  it('answers Page Not Found for a card of another brand, and opens the business page by its name', async () => {
    const admin = await adminToken('localhost')
    const created = await fetch(`${origin('localhost')}/api/brands/${admin.brandId}/vcards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, 'x-site-id': admin.siteId },
      body: JSON.stringify({ key: 'only-northwind', given_name: 'Ines', family_name: 'Alder', published: true }),
    })
    expect(created.status).toBe(201)

    const { context, page } = await phonePage()
    await page.goto(`${origin('localhost')}/vcard/only-northwind`)
    await page.getByRole('heading', { level: 1, name: 'Ines Alder' }).waitFor()
    await page.goto(`${origin('127.0.0.1')}/vcard/only-northwind`)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()

    await page.goto(`${origin('localhost')}/vcard/northwind`)
    await page.getByRole('heading', { level: 1, name: 'Northwind Studio' }).waitFor()
    await page.getByRole('link', { name: 'Maya Okafor' }).click()
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor()
    await context.close()
  })

  it('answers Page Not Found once a card is withdrawn', async () => {
    const admin = await adminToken('127.0.0.1')
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, 'x-site-id': admin.siteId }
    const created = (await (
      await fetch(`${origin('127.0.0.1')}/api/brands/${admin.brandId}/vcards`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ key: 'soon-withdrawn', given_name: 'Rui', family_name: 'Costa', published: true }),
      })
    ).json()) as { id: string }

    const { context, page } = await phonePage()
    await page.goto(`${origin('127.0.0.1')}/vcard/soon-withdrawn`)
    await page.getByRole('heading', { level: 1, name: 'Rui Costa' }).waitFor()

    const withdrawn = await fetch(`${origin('127.0.0.1')}/api/brands/${admin.brandId}/vcards/${created.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ published: false }),
    })
    expect(withdrawn.status).toBe(200)
    await page.reload()
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Rui Costa' }).count()).toBe(0)
    await context.close()
  })

  it("delivers a lead left on the card to the owner's messages", async () => {
    const visitor = await phonePage()
    await visitor.page.goto(`${origin('localhost')}/vcard/demo`)
    const form = visitor.page.getByRole('region', { name: 'Exchange contact' })
    await form.getByRole('button', { name: 'Send my details' }).click()
    await form.getByText('Name must not be empty.').waitFor()
    await form.getByLabel('Your name').fill('Priya Raman')
    await form.getByLabel('Your e-mail').fill('priya@example.org')
    await form.getByLabel('Your phone (optional)').fill('+44 20 7946 0001')
    await form.getByLabel('Message (optional)').fill('Met you at the fair — let us talk about cards for our team.')
    await form.getByRole('button', { name: 'Send my details' }).click()
    await form.getByText('Thank you. Maya has your details.').waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('')
    await visitor.context.close()

    const owner = await site.browser.newContext({ viewport: phone })
    const page = await owner.newPage()
    await signInAsAdmin(page, 'localhost')
    const userId = await page.evaluate(async () => {
      const site = (await (await fetch('/api/sites/localhost')).json()) as { site: { id: string } }
      const token = document.cookie.match(/marque_token=([^;]+)/)?.[1]
      const me = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}`, 'x-site-id': site.site.id } })
      return ((await me.json()) as { user: { id: string } }).user.id
    })

    await page.goto(`${origin('localhost')}/users/${userId}/messages`)
    const messages = page.getByRole('list', { name: 'Messages' })
    const lead = messages.getByRole('listitem').filter({ hasText: 'Priya Raman' })
    await lead.waitFor()
    expect(await lead.getByRole('link', { name: 'priya@example.org' }).getAttribute('href')).toBe('mailto:priya@example.org')
    expect(await lead.getByText('Met you at the fair — let us talk about cards for our team.').isVisible()).toBe(true)

    await page.goto(`${origin('localhost')}/users/${userId}/notifications`)
    const notification = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Priya Raman' })
    await notification.getByRole('button', { name: 'Mark as read' }).click()
    await notification.getByRole('button', { name: 'Mark as unread' }).waitFor()
    await owner.close()
  })

  it('lets the brand admin create, check, preview, publish and delete a card in the editor', async () => {
    // The brand's id from the site: a sign-in here would spend one more of the admin's five codes an hour.
    const { site: demoSite } = (await (await fetch(`${origin('127.0.0.1')}/api/sites/127.0.0.1`)).json()) as { site: { brand_id: string } }
    const brandId = demoSite.brand_id
    const context = await site.browser.newContext({ viewport: desktop })
    const page = await context.newPage()
    await signInAsAdmin(page, '127.0.0.1')
    await page.goto(`${origin('127.0.0.1')}/brands/${brandId}/vcards`)
    await page.getByRole('list', { name: 'Cards' }).getByRole('link', { name: 'Tomás Ferreira' }).waitFor()
    // The worker fetches the images from here on, as it does for a returning admin.
    await untilWorkerControls(page)

    const creation = page.getByRole('region', { name: 'New card' })
    // The key follows the name until it is typed.
    await creation.getByLabel('Given name').fill('Léna')
    await creation.getByLabel('Family name').fill('Park')
    expect(await creation.getByLabel('Key').inputValue()).toBe('lena-park')
    await creation.getByLabel('Given name').fill('Lena')
    await creation.getByLabel('Key').fill('Bad Key')
    await creation.getByRole('button', { name: 'Create card' }).click()
    await creation.getByText(/^Key may hold only letters a-z/).waitFor()
    await creation.getByLabel('Key').fill('lena-park')
    await creation.getByRole('button', { name: 'Create card' }).click()
    await page.getByRole('heading', { level: 1, name: 'Card of Lena Park' }).waitFor()

    const preview = page.getByRole('complementary', { name: 'Preview' })
    await page.getByLabel('Job title').fill('Joiner')
    await preview.getByText('Joiner').waitFor()
    expect(await preview.getByText('Ember & Oak').count()).toBe(1)
    // A colour pair under 4.5:1 is said as it is typed, and the warning goes once it reads again.
    const bandBackground = await page.getByLabel('Band background').getAttribute('placeholder')
    await page.getByLabel('Band text').fill(bandBackground!)
    const warnings = page.getByRole('status', { name: 'Contrast warnings' })
    await warnings.getByText('Band text on the band background has a contrast of 1:1, under 4.5:1: hard to read, so the card shows black or white text there instead.').waitFor()
    await page.getByLabel('Band text').fill('')
    await warnings.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Add an e-mail address' }).click()
    await page.getByLabel('E-mail 1 address').fill('lena at ember')
    await page.getByRole('button', { name: 'Save card' }).click()
    await page.getByText('E-mail 1 address must be an e-mail address such as name@example.com.').waitFor()
    await page.getByLabel('E-mail 1 address').fill('lena@ember-oak.example')
    await page.getByRole('button', { name: 'Save card' }).click()
    await page.getByText('The card is saved.').waitFor()
    expect(await preview.getByRole('link', { name: 'E-mail lena@ember-oak.example' }).getAttribute('href')).toBe('mailto:lena@ember-oak.example')

    const photo = page.getByLabel('Choose a photo')
    await photo.setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await page.getByText('The photo must be a PNG or JPEG image; this file is image/gif.').waitFor()
    // The draft's photo shows to its admin (the <img> carries the session cookie), to no one else,
    // and the device keeps no copy of it while it is private.
    const portrait = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#8a5a2b' } }).png().toBuffer()
    await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portrait })
    await page.getByRole('button', { name: 'Use this photo' }).click()
    await page.getByText('The photo is saved.').waitFor()
    const editorPhoto = page.getByRole('region', { name: 'Photo' }).getByRole('img', { name: 'Photo of Lena Park' })
    await editorPhoto.evaluate((image: HTMLImageElement) => image.decode())
    const photoUrl = `${origin('127.0.0.1')}${await editorPhoto.getAttribute('src')}`
    expect((await fetch(photoUrl)).status).toBe(404)
    const keptOnDevice = () => page.evaluate(async (url) => (await caches.match(url)) !== undefined, photoUrl)
    expect(await keptOnDevice()).toBe(false)

    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByRole('button', { name: 'Withdraw' }).waitFor()
    const published = await fetch(`${origin('127.0.0.1')}/api/vcards/lena-park`)
    expect(published.status).toBe(200)
    const figures = page.getByRole('region', { name: 'Figures' })
    await figures.getByText('Views').waitFor()
    // Published, the photo is anyone's, and the device keeps it for offline use.
    expect((await fetch(photoUrl)).status).toBe(200)
    await page.reload()
    await page.getByRole('region', { name: 'Photo' }).getByRole('img', { name: 'Photo of Lena Park' }).evaluate((image: HTMLImageElement) => image.decode())
    await expect.poll(keptOnDevice, { timeout: 30_000 }).toBe(true)

    await page.getByRole('button', { name: 'Delete card' }).click()
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.getByRole('heading', { level: 1, name: 'Business cards' }).waitFor()
    expect(await page.getByRole('list', { name: 'Cards' }).getByRole('link', { name: 'Lena Park' }).count()).toBe(0)
    expect((await fetch(`${origin('127.0.0.1')}/api/vcards/lena-park`)).status).toBe(404)
    await context.close()
  })

  it.each([
    ['localhost', phone],
    ['localhost', desktop],
    ['127.0.0.1', phone],
    ['127.0.0.1', desktop],
  ] as const)('lays out the card page on %s at %o: name, photo and links in view and readable, nothing wider than the screen', async (host, viewport) => {
    const context = await site.browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto(`${origin(host)}/vcard/demo`)
    await page.getByRole('button', { name: 'Share' }).waitFor()
    const name = page.getByRole('heading', { level: 1, name: demoNames[host] })
    await expectInView(name)
    await expectReadable(name)
    const photo = page.getByRole('img', { name: `Photo of ${demoNames[host]}` })
    await photo.evaluate((image: HTMLImageElement) => image.decode())
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expectInView(photo)
    const links = [page.getByRole('link', { name: 'Save contact' }), ...(await page.getByRole('list', { name: 'Contact details' }).getByRole('link').all())]
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) {
      await expectInView(link)
      await expectReadable(link)
    }
    await expectNoSidewaysScroll(page)
    await context.close()
  })
})
