import path from 'node:path'
import jsQR from 'jsqr'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readManifest, staticClosure } from '../../build/bundle-manifest'
import { expectReadable } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { addSessionCookies, demoAdminSessions } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const demoNames = { localhost: 'Maya Okafor', '127.0.0.1': 'Tomás Ferreira' } as const
type DemoHost = keyof typeof demoNames

/** The files of the app that the card page must never fetch: the app's entry and everything it imports, less what the two share. */
function appOnlyFiles(): string[] {
  const manifest = readManifest(path.resolve('dist'))
  const card = new Set(staticClosure(manifest, ['card.html']).map((key) => manifest[key]!.file))
  return staticClosure(manifest, ['index.html'])
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => !card.has(file.slice(1)))
}

/** The server's #card-page element, as the server sent it. */
const cardPageMarkup = (html: string) => /<div id="card-page"[\s\S]*<\/dialog><\/div>/.exec(html)?.[0]

const sentByTheServer = (origin: string) => fetch(`${origin}/vcard/demo`).then((answer) => answer.text())

describe('the public card page: the server\'s markup, and a small script of its own', () => {
  const site = useRunningSite({ mail: true })
  const { origin } = site
  const adminSession = demoAdminSessions(site)

  async function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await site.browser.newContext({ viewport: phone, ...options })
    return { context, page: await context.newPage() }
  }

  it('with JavaScript off, shows the name, photo, phone and Save contact', async () => {
    const { context, page } = await phonePage({ javaScriptEnabled: false })
    await page.goto(`${origin('localhost')}/vcard/demo`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Maya Okafor')
    const photo = page.getByRole('img', { name: 'Photo of Maya Okafor' })
    await photo.evaluate((image: HTMLImageElement) => image.decode())
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await photo.isVisible()).toBe(true)
    const call = page.getByRole('link', { name: 'Call (work) +44 20 7946 0958' })
    expect(await call.isVisible()).toBe(true)
    expect(await call.getAttribute('href')).toBe('tel:+442079460958')
    const save = page.getByRole('link', { name: 'Save contact' })
    expect(await save.isVisible()).toBe(true)
    expect(await save.getAttribute('href')).toBe('/api/vcards/demo/vcard.vcf')
    // What needs the script is not offered without it.
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Exchange contact' }).count()).toBe(0)
    await context.close()
  })

  it('with JavaScript on, keeps the very element the server drew, and never fetches the app', async () => {
    const { context, page } = await phonePage()
    // Before any of the page's scripts: note the #card-page element the parser makes, and any removal of one.
    await context.addInitScript(() => {
      const seen = { first: null as Element | null, removed: 0, replaced: 0 }
      ;(window as unknown as { __cardPage: typeof seen }).__cardPage = seen
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue
            const card = node.id === 'card-page' ? node : node.querySelector('#card-page')
            // The parser's records arrive in batches: the same element may show in more than one.
            if (card && seen.first === null) seen.first = card
            else if (card && card !== seen.first) seen.replaced += 1
          }
          for (const node of record.removedNodes) if (node instanceof Element && (node.id === 'card-page' || node.querySelector('#card-page'))) seen.removed += 1
        }
      }).observe(document, { childList: true, subtree: true })
    })
    // What the page asks for (the service worker's precache of the whole build, for offline use, is its own).
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${origin('localhost')}/vcard/demo`)
    // The script has started once the parts it owns are shown.
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await page.getByRole('region', { name: 'Exchange contact' }).waitFor()
    await page.waitForLoadState('networkidle')
    const kept = await page.evaluate(() => {
      const seen = (window as unknown as { __cardPage: { first: Element | null; removed: number; replaced: number } }).__cardPage
      return { same: seen.first !== null && seen.first === document.getElementById('card-page'), removed: seen.removed, replaced: seen.replaced }
    })
    expect(kept, JSON.stringify(kept)).toEqual({ same: true, removed: 0, replaced: 0 })

    const appFiles = appOnlyFiles()
    expect(appFiles.length).toBeGreaterThan(0)
    expect(requested.filter((pathname) => appFiles.includes(pathname) || /chakra|react/i.test(pathname)), requested.join(' ')).toEqual([])
    expect(requested.some((pathname) => /^\/assets\/card-[\w-]+\.js$/.test(pathname))).toBe(true)
    // None of the page's code is fetched while the card is being drawn: each script file is asked
    // for after the page has loaded, photo included.
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(timing.loaded).toBeGreaterThan(0)
    expect(timing.scripts.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^\/assets\/card-[\w-]+\.js$/))
    expect(timing.scripts.filter(({ start }) => start < timing.loaded), JSON.stringify(timing)).toEqual([])
    await context.close()
  })

  it.each(['localhost', '127.0.0.1'] as const)('reloads a card seen on %s with no network as the page the server drew, with its photo, in its brand', async (host: DemoHost) => {
    const { context, page } = await phonePage()
    await page.goto(`${origin(host)}/vcard/demo`)
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    const online = await page.evaluate(() => getComputedStyle(document.getElementById('card-page')!).backgroundColor)
    // The worker keeps the page and its photo (asked to by the page, which came before it).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const photo = document.querySelector<HTMLImageElement>('.mqc-photo')!.src
            return Boolean((await caches.match(location.href)) && (await caches.match(photo)))
          }),
        { timeout: 30_000 },
      )
      .toBe(true)
    const served = cardPageMarkup(await sentByTheServer(origin(host)))
    expect(served).toContain(`>${demoNames[host]}</h1>`)

    await context.setOffline(true)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const answer = await page.reload()
    expect(cardPageMarkup(await answer!.text())).toBe(served)
    await page.getByRole('heading', { level: 1, name: demoNames[host] }).waitFor()
    expect(await page.locator('#boot').count()).toBe(0)
    const photo = page.getByRole('img', { name: `Photo of ${demoNames[host]}` })
    await photo.evaluate((image: HTMLImageElement) => image.decode())
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('card-page')!).backgroundColor)).toBe(online)
    // The offline banner says so, readable whatever the brand.
    const banner = page.getByText('You are offline. What you see was saved earlier and may be out of date.')
    await banner.waitFor()
    await expectReadable(banner)
    const appFiles = appOnlyFiles()
    expect(requested.filter((pathname) => appFiles.includes(pathname))).toEqual([])
    await context.close()
  })

  const businesses = {
    localhost: { slug: 'northwind', name: 'Northwind Studio', phone: '+44 20 7946 0958', about: 'Northwind Studio gives every member of your team' },
    '127.0.0.1': { slug: 'ember-oak', name: 'Ember & Oak', phone: '+44 1234 567890', about: 'Ember & Oak builds tables, chairs and shelves' },
  } as const

  it.each(['localhost', '127.0.0.1'] as const)('draws the business page of %s on the server: read with JavaScript off, no failed request with it on, kept for offline', async (host: DemoHost) => {
    const business = businesses[host]
    const address = `${origin(host)}/vcard/${business.slug}`
    const served = await fetch(address)
    expect(served.status).toBe(200)
    const html = await served.text()
    expect(html).toContain(`<title>${business.name.replace('&', '&amp;')}</title>`)
    expect(html).toContain(`<meta property="og:url" content="${address}" />`)

    const off = await phonePage({ javaScriptEnabled: false })
    await off.page.goto(address)
    expect(await off.page.getByRole('heading', { level: 1 }).textContent()).toBe(business.name)
    await off.page.getByText(business.about, { exact: false }).waitFor()
    const contact = off.page.getByRole('list', { name: `How to reach ${business.name}` })
    expect(await contact.getByRole('link', { name: `Call ${business.phone}` }).getAttribute('href')).toBe(`tel:${business.phone.replace(/ /g, '')}`)
    const people = off.page.getByRole('region', { name: 'Our people' })
    expect(await people.getByRole('link', { name: demoNames[host] }).getAttribute('href')).toBe('/vcard/demo')
    await off.context.close()

    // With JavaScript: the page is the server's, and nothing it asks for fails (no card is asked for by the brand's name).
    const { context, page } = await phonePage()
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text())
    })
    await page.goto(address)
    await page.getByRole('button', { name: 'Saved cards' }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 30_000 }).toBe(true)
    expect(failed).toEqual([])

    await context.setOffline(true)
    const again = await page.reload()
    expect(cardPageMarkup(await again!.text())).toBe(cardPageMarkup(html))
    await page.getByRole('heading', { level: 1, name: business.name }).waitFor()
    await page.getByText('You are offline. What you see was saved earlier and may be out of date.').waitFor()
    // From the business page to a card: the server's card page.
    await context.setOffline(false)
    await page.getByRole('link', { name: demoNames[host] }).click()
    await page.getByRole('heading', { level: 1, name: demoNames[host] }).waitFor()
    expect(await page.locator('#card-page-data').count()).toBe(1)
    await context.close()
  })

  it('takes a lead: says what is wrong under each field until it is put right, keeps what was typed offline, and delivers it', async () => {
    const { context, page } = await phonePage()
    await page.goto(`${origin('localhost')}/vcard/demo`)
    const form = page.getByRole('region', { name: 'Exchange contact' })
    await form.getByText('Leave your details for Maya.').waitFor()
    const send = form.getByRole('button', { name: 'Send my details' })
    await send.click()
    await form.getByText('Name must not be empty.').waitFor()
    await form.getByText('E-mail must be an e-mail address such as name@example.com.').waitFor()
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')

    await form.getByLabel('Your name').fill('Priya Raman')
    await form.getByText('Name must not be empty.').waitFor({ state: 'detached' })
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBeNull()
    await form.getByLabel('Your e-mail').fill('priya@example')
    await form.getByText('E-mail must be an e-mail address such as name@example.com.').waitFor()
    await form.getByLabel('Your e-mail').fill('priya@example.org')
    await form.getByText('E-mail must be an e-mail address such as name@example.com.').waitFor({ state: 'detached' })
    await form.getByLabel('Your phone (optional)').fill('+44 20 7946 0001')
    const message = 'Met you at the fair — let us talk about cards for our team.'
    await form.getByLabel('Message (optional)').fill(message)

    await context.setOffline(true)
    await send.click()
    await form.getByText('You are offline, so your details were not sent. They are still here: send them again when you are back online.').waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('Priya Raman')
    expect(await form.getByLabel('Message (optional)').inputValue()).toBe(message)

    await context.setOffline(false)
    await send.click()
    await form.getByText('Thank you. Maya has your details.').waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('')
    const guest = (await context.cookies(origin('localhost'))).find((cookie) => cookie.name === 'marque_guest_id')
    expect(guest?.value).toMatch(/^[0-9a-f-]{36}$/)
    await context.close()

    const admin = await adminSession('localhost')
    const { messages } = (await (await fetch(`${origin('localhost')}/api/messages`, { headers: admin.headers })).json()) as {
      messages: { card: { key: string } | null; from: { name: string; email: string; phone: string }; message: string }[]
    }
    const lead = messages.find((candidate) => candidate.from.name === 'Priya Raman')
    expect(lead).toMatchObject({ card: { key: 'demo' }, from: { email: 'priya@example.org', phone: '+44 20 7946 0001' }, message })
  })

  it('copies the card address with Share where there is no share sheet, and shows a QR code of it that reads back', async () => {
    const context = await site.browser.newContext({ viewport: phone, permissions: ['clipboard-read', 'clipboard-write'] })
    // Chromium on Linux has no Web Share; this makes sure of it, so the copy is what is tested.
    // What is copied is noted here: the page's policy lets no script read the clipboard back.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share
      const write = Clipboard.prototype.writeText
      Clipboard.prototype.writeText = function (text: string) {
        ;(window as unknown as { __copied: string }).__copied = text
        return write.call(this, text)
      }
    })
    const copied = () => page.evaluate(() => (window as unknown as { __copied?: string }).__copied)
    const page = await context.newPage()
    const cardUrl = `${origin('127.0.0.1')}/vcard/demo`
    await page.goto(cardUrl)
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor()
    expect(await copied()).toBe(cardUrl)

    const qrButton = page.getByRole('button', { name: 'QR code' })
    expect(await qrButton.getAttribute('aria-expanded')).toBe('false')
    await qrButton.click()
    expect(await qrButton.getAttribute('aria-expanded')).toBe('true')
    const region = page.getByRole('region', { name: 'QR code' })
    const code = region.getByRole('img', { name: `QR code of ${cardUrl}?src=qr` })
    await code.waitFor()
    expect(await region.getByText('Tomás Ferreira', { exact: true }).isVisible()).toBe(true)
    const { data, info } = await sharp(await code.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    expect(read?.data).toBe(`${cardUrl}?src=qr`)
    // The quiet zone: at least 4 modules of white on every side of the code, measured in its pixels.
    const modules = Number((await code.getAttribute('viewBox'))!.split(' ')[2])
    const modulePixels = info.width / modules
    const dark = (x: number, y: number) => data[(y * info.width + x) * 4]! < 128
    let [left, top, right, bottom] = [info.width, info.height, 0, 0]
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (!dark(x, y)) continue
        left = Math.min(left, x)
        right = Math.max(right, x)
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
      }
    }
    const quietModules = Math.min(left, top, info.width - 1 - right, info.height - 1 - bottom) / modulePixels
    expect(quietModules).toBeGreaterThanOrEqual(3.9)
    await region.getByRole('button', { name: 'Copy link' }).click()
    await region.getByText('Link copied').waitFor()
    expect(await copied()).toBe(`${cardUrl}?src=qr`)
    await qrButton.click()
    expect(await region.isHidden()).toBe(true)
    await context.close()
  })

  it("keeps the card in the app's own Saved cards, shows them in a dialog that holds the focus, and forgets one removed", async () => {
    const { context, page } = await phonePage()
    await page.goto(`${origin('localhost')}/vcard/demo`)
    const opener = page.getByRole('button', { name: 'Saved cards' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Saved cards' })
    await dialog.waitFor()
    await dialog.getByRole('link', { name: 'Maya Okafor' }).waitFor()
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saved cards')

    // Saving the contact is noted, and the app (a card opened inside it, from a signed-in person's
    // dashboard) lists the card as the device keeps it.
    await page.getByRole('link', { name: 'Save contact' }).evaluate((link: HTMLAnchorElement) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true })
      link.click()
    })
    await addSessionCookies(context, origin('localhost'), (await adminSession('localhost')).token)
    await page.goto(`${origin('localhost')}/profile`)
    await page.getByRole('region', { name: 'Your cards' }).getByRole('link', { name: 'Maya Okafor' }).click()
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor()
    expect(await page.locator('#card-page').count()).toBe(0)
    await page.getByRole('button', { name: 'Saved cards' }).click()
    const appList = page.getByRole('dialog', { name: 'Saved cards' })
    await appList.getByRole('link', { name: 'Maya Okafor' }).waitFor()
    await appList.getByText(/contact saved/).waitFor()
    await context.clearCookies({ name: 'marque_token' })

    await page.goto(`${origin('localhost')}/vcard/demo`)
    await opener.click()
    await dialog.getByRole('button', { name: 'Remove Maya Okafor' }).click()
    await dialog.getByText('No cards yet.', { exact: false }).waitFor()
    await context.close()
  })
})
