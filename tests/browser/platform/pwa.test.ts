import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../../src/theme/contrast'
import { controlledPage } from '../../helpers/controlled-page'
import { useRunningSite } from '../../helpers/running-site'
import { signIn } from '../../helpers/sign-in'

/** `rgb(r, g, b)` as the browser computes a colour, in #rrggbb. */
const hexOf = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`
const landingHeading = { localhost: 'Business cards that travel with you', '127.0.0.1': 'Handmade furniture, made to order' }
const brandName = { localhost: 'Northwind Studio', '127.0.0.1': 'Ember & Oak' }

/** Polls an asynchronous check (waitForFunction does not wait for a promise to settle). */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not become true in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// A new build reaching an open app: pwa-new-build.test.ts.
describe('installable and offline, in Chromium against the real server', () => {
  const site = useRunningSite({ mail: true })
  const { origin } = site

  for (const host of ['localhost', '127.0.0.1'] as const) {
    it(`opens home and a page of ${host} with no network once they have been seen, in its own brand`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await controlledPage(context, `${origin(host)}/`)
      await page.getByRole('heading', { name: landingHeading[host] }).waitFor()
      await page.goto(`${origin(host)}/contact`)
      await page.getByRole('heading', { name: `Contact ${brandName[host]}` }).waitFor()
      await page.goto(`${origin(host)}/`)
      await page.getByRole('heading', { name: landingHeading[host] }).waitFor()

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: landingHeading[host] }).waitFor()
      // The landing the server drew, kept by the worker: not the app shell drawing it again.
      expect(await page.locator('#landing-page').count()).toBe(1)
      expect(await page.title()).toBe(brandName[host])
      const logo = page.getByRole('img', { name: brandName[host] }).first()
      await logo.waitFor()
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await page.goto(`${origin(host)}/contact`)
      await page.getByRole('heading', { name: `Contact ${brandName[host]}` }).waitFor()
      await expect(page.getByText(/you are offline/i).first().isVisible()).resolves.toBe(true)
      // The banner reads at 4.5:1 or better: its text against its own background, as drawn.
      const banner = page.getByRole('status').filter({ hasText: 'You are offline. What you see was saved earlier' })
      const [text, background] = await banner.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor])
      expect(contrastRatio(hexOf(text!), hexOf(background!))).toBeGreaterThanOrEqual(4.5)
      await context.close()
    })
  }

  it('opens the app at / with no network once someone has signed in, never the landing kept for a visitor', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await controlledPage(context, `${origin('localhost')}/`)
    // The first visit came before the worker ran: its page asks the worker to keep the drawn landing.
    await page.locator('#landing-page').waitFor()
    await until(() => page.evaluate(async () => Boolean(await (await caches.open('marque-home-localhost')).match('/', { ignoreVary: true }))))
    await signIn(page, site.smtp, origin('localhost'), 'admin@example.com')

    await context.setOffline(true)
    await page.goto(`${origin('localhost')}/`)
    // The app draws the landing for a signed-in person, with the admin's editor: not the server's page.
    await page.getByRole('heading', { name: landingHeading.localhost }).waitFor()
    expect(await page.locator('#landing-page').count()).toBe(0)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await context.close()
  })

  it('lets the server answer the addresses of files while the worker runs: the sitemap is the sitemap, and an address of nothing is the app’s 404', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await controlledPage(context, `${origin('localhost')}/`)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const sitemap = await page.goto(`${origin('localhost')}/sitemap.xml`)
    expect(sitemap!.status()).toBe(200)
    expect(sitemap!.headers()['content-type']).toMatch(/^application\/xml/)
    expect(await sitemap!.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(await page.getByText('Page Not Found').count()).toBe(0)
    const robots = await page.goto(`${origin('localhost')}/robots.txt`)
    expect(await robots!.text()).toMatch(/^User-agent: \*/m)
    // The worker answers a navigation to an address of nothing with the app, which says so (the
    // server's own answer, 404, is for whoever asks without the worker: tests/api/pages/not-found-addresses.test.ts).
    await page.goto(`${origin('localhost')}/brands/none/nothing-here`)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await context.close()
  })

  it('prefetches the pages behind links that come into view, before anyone taps them', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${origin('localhost')}/contact`)
    await page.getByRole('heading', { name: 'Contact Northwind Studio' }).waitFor()
    // "Our card" in the header leads to /vcard/demo: its code arrives without a tap or a hover.
    await until(async () => requested.some((path) => /\/assets\/vcard\._key-[\w-]+\.js$/.test(path)))
    expect(new URL(page.url()).pathname).toBe('/contact')
    await context.close()
  })

  it('gives each demo host a manifest with its own name, colours and icons that decode as PNGs of the stated sizes', async () => {
    const seen: { name: string; theme_color: string; background_color: string }[] = []
    for (const host of ['localhost', '127.0.0.1'] as const) {
      const context = await site.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${origin(host)}/`)
      const href = await page.locator('link[rel="manifest"]').getAttribute('href')
      const manifest = await page.evaluate(async (url) => (await fetch(url!)).json(), href)
      expect(manifest.name).toBe(brandName[host])
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        const bytes = await page.evaluate(async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())), icon.src)
        const meta = await sharp(Buffer.from(bytes)).metadata()
        expect(meta.format).toBe('png')
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
        // And Chromium itself decodes it at that size.
        const decoded = await page.evaluate(async (src) => {
          const bitmap = await createImageBitmap(await (await fetch(src)).blob())
          return `${bitmap.width}x${bitmap.height}`
        }, icon.src)
        expect(decoded).toBe(icon.sizes)
      }
      seen.push(manifest)
      await context.close()
    }
    expect(seen[0]!.name).not.toBe(seen[1]!.name)
    expect(seen[0]!.theme_color).not.toBe(seen[1]!.theme_color)
    expect(seen[0]!.background_color).not.toBe(seen[1]!.background_color)
  })
})
