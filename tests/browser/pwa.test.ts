import { spawn } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { contrastRatio } from '../../src/theme/contrast'
import { useRunningSite } from '../helpers/running-site'
import { signIn } from '../helpers/sign-in'

const dist = path.resolve('dist')
/** `rgb(r, g, b)` as the browser computes a colour, in #rrggbb. */
const hexOf = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`
const landingHeading = { localhost: 'Business cards that travel with you', '127.0.0.1': 'Handmade furniture, made to order' }
const brandName = { localhost: 'Northwind Studio', '127.0.0.1': 'Ember & Oak' }

async function controlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  return page
}

/** True once the page has been replaced by a full load; a client-side navigation keeps the marker. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)

/** Polls an asynchronous check (waitForFunction does not wait for a promise to settle). */
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not become true in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Fails naming the step when it has not ended in time. A page that never finishes loading holds
 * Playwright's own waits past their timeout, which would leave only the test's timeout to say so.
 */
function within<T>(step: string, work: Promise<T>, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${step}: not done in ${ms / 1000} s`)), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function replaceDirectory(target: string, source: string) {
  for (const entry of await readdir(target)) await rm(path.join(target, entry), { recursive: true, force: true })
  await cp(source, target, { recursive: true })
}

// Vite's build through its API, and the process ends once the build has: a handle a plugin leaves
// open can never keep the test waiting.
const buildScript = `import { build } from 'vite'
await build({ logLevel: 'warn', build: { outDir: process.argv[1], emptyOutDir: true } })
process.exit(0)`

function buildInto(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', buildScript, outDir], { stdio: 'inherit' })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))))
  })
}

describe('installable and offline, in Chromium against the real server', () => {
  let staticDir: string
  let secondBuild: string

  // Registered before the site's own hooks: the folders exist when the server starts, and are
  // removed after it has stopped.
  beforeAll(async () => {
    // The server serves a copy of the build, so a second build can be put in its place.
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    secondBuild = await mkdtemp(path.join(os.tmpdir(), 'marque-build-b-'))
    await cp(dist, staticDir, { recursive: true })
  })
  afterAll(async () => {
    await rm(staticDir, { recursive: true, force: true })
    await rm(secondBuild, { recursive: true, force: true })
  })
  const site = useRunningSite({ mail: true, env: () => ({ STATIC_DIR: staticDir }) })
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

  it('finds a second build served by the same server and lands on it at the next navigation; the guard stops a reload loop', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
    // A step that cannot happen fails within 30 s, naming itself, rather than waiting for the test's end.
    context.setDefaultTimeout(30_000)
    // The page's clock stands still unless the test moves it: the reload guard's 10 s are measured
    // on it, never on how fast this machine runs the steps. Timers still run.
    const start = Date.parse('2026-05-04T10:00:00Z')
    await context.clock.setFixedTime(start)
    // A page of the app: "/" is the server's landing, whose small script does not look for builds.
    const page = await controlledPage(context, `${origin('localhost')}/contact`)
    // The other tests expect the first build: it goes back in place whatever happens here.
    onTestFinished(() => replaceDirectory(staticDir, dist))
    const firstBuild = JSON.parse(await readFile(path.join(staticDir, 'build-info.json'), 'utf8')) as { id: string }
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstBuild.id)

    await buildInto(secondBuild)
    const newBuild = JSON.parse(await readFile(path.join(secondBuild, 'build-info.json'), 'utf8')) as { id: string; time: number }
    expect(newBuild.id).not.toBe(firstBuild.id)
    await replaceDirectory(staticDir, secondBuild)

    // The tab coming back into focus makes the app look for a newer build. Its worker takes over
    // the open page as soon as it has installed, while the page is idle.
    const firstWorker = await page.evaluateHandle(() => navigator.serviceWorker.controller)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.waitForFunction((id) => document.documentElement.dataset.newerBuild === id, newBuild.id, { timeout: 30_000 })
    await page.waitForFunction((first) => navigator.serviceWorker.controller !== first && navigator.serviceWorker.controller?.state === 'activated', firstWorker)
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstBuild.id)
    await markPage(page)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await within('the page loads the new build', page.waitForFunction((id) => document.documentElement.dataset.build === id, newBuild.id))
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await stillSamePage(page)).toBe(false)

    // A broken deploy: build-info.json announces a build that never arrives.
    await writeFile(path.join(staticDir, 'build-info.json'), JSON.stringify({ id: 'announced-only', time: newBuild.time + 60_000 }))
    const announce = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await page.waitForFunction(() => document.documentElement.dataset.newerBuild === 'announced-only', undefined, { timeout: 30_000 })
      await markPage(page)
    }
    await announce()
    await page.getByRole('link', { name: 'Contact' }).click()
    await page.getByRole('heading', { name: 'Contact Northwind Studio' }).waitFor()
    expect(await stillSamePage(page)).toBe(false)

    await announce()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/login$/)
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor()
    // /login was reloaded moments ago (no time has passed on the page's clock): this time the app
    // moves there without reloading.
    expect(await stillSamePage(page)).toBe(true)

    // 9.999 s after /contact was reloaded, it still is not reloaded again.
    await context.clock.setFixedTime(start + 9_999)
    await announce()
    await page.getByRole('link', { name: 'Contact' }).click()
    await page.getByRole('heading', { name: 'Contact Northwind Studio' }).waitFor()
    expect(await stillSamePage(page)).toBe(true)

    // 10 s after /login was reloaded, the guard lets it be reloaded once more.
    await context.clock.setFixedTime(start + 10_000)
    await announce()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/login$/)
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor()
    expect(await stillSamePage(page)).toBe(false)
    await context.close()
    // It builds the app a second time, which on a loaded two-core machine takes most of a minute.
  }, 300_000)
})
