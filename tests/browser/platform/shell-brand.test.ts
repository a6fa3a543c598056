import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteResponseSchema, type SiteResponse } from '../../../src/domain/site'
import { expectInView, expectNoSidewaysScroll, expectReadable } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'

const hosts = ['localhost', '127.0.0.1'] as const
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

function rgbOf(hex: string): string {
  const digits = hex.slice(1)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

describe('the app shell in Chromium, against the real server', () => {
  const site = useRunningSite()
  const { origin } = site
  const brands = new Map<string, SiteResponse>()

  beforeAll(async () => {
    for (const host of hosts) {
      const response = await fetch(`${origin('127.0.0.1')}/api/sites/${host}`)
      brands.set(host, siteResponseSchema.parse(await response.json()))
    }
  })

  async function openPage(host: string, pathname: string, viewport: { width: number; height: number } = viewports[1]): Promise<Page> {
    return (await site.newPage(host, { viewport, path: pathname })).page
  }

  it('shows each host its own brand: name, logo and primary colour', async () => {
    const seen: { name: string; logo: string | null; primary: string }[] = []
    for (const host of hosts) {
      const brand = brands.get(host)!
      const page = await openPage(host, '/')
      const home = page.getByRole('link', { name: `${brand.site.meta.name} home` })
      await home.waitFor()
      expect(await page.title()).toBe(brand.site.meta.name)
      const logo = page.getByRole('img', { name: `${brand.site.meta.name} logo` })
      expect(await logo.getAttribute('src')).toBe(brand.logo)
      // The logo must have been served and decoded, not merely referenced.
      // decode() waits for a logo still loading and fails for one that cannot be served or read.
      expect(await logo.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth > 0))).toBe(true)
      const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })
      const primary = await signIn.evaluate((link) => getComputedStyle(link).backgroundColor)
      expect(primary).toBe(rgbOf(brand.site.meta.colors.primary))
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(brand.site.meta.colors.primary)
      seen.push({ name: await home.innerText(), logo: await logo.getAttribute('src'), primary })
      await page.context().close()
    }
    const [first, second] = seen as [(typeof seen)[0], (typeof seen)[0]]
    expect(first.name).not.toBe(second.name)
    expect(first.logo).not.toBe(second.logo)
    expect(first.primary).not.toBe(second.primary)
  })

  it('shows exactly "Loading..." while the brand is on its way', async () => {
    const context = await site.browser.newContext()
    const page = await context.newPage()
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = false
    await page.route('**/api/sites/**', async (route) => {
      held = true
      await released
      await route.continue()
    })
    // Any page of the app; "/" is the server's drawn landing for a visitor.
    await page.goto(`${origin('localhost')}/login`)
    await expect.poll(() => held).toBe(true)
    expect(await page.locator('#root').innerText()).toBe('Loading...')
    release()
    await page.getByRole('link', { name: `${brands.get('localhost')!.site.meta.name} home` }).waitFor()
    expect(await page.locator('#root').innerText()).not.toContain('Loading...')
    await context.close()
  })

  it('says so on a host name no site is configured for', async () => {
    const page = await openPage('nosite.test', '/')
    await page.getByRole('heading', { name: 'No site here' }).waitFor()
    expect(await page.getByText('No site is configured for the host name').innerText()).toContain('nosite.test')
    await page.context().close()
  })

  it('shows "Page Not Found" for an unknown address, and "Back to Home" returns to /', async () => {
    const page = await openPage('localhost', '/no/such/page')
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    expect(await page.getByText("We couldn't find the page you are looking for.").isVisible()).toBe(true)
    expect(await page.getByText('404').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Back to Home' }).click()
    await page.waitForURL(`${origin('localhost')}/`)
    await page.getByRole('link', { name: `${brands.get('localhost')!.site.meta.name} home` }).waitFor()
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0)
    await page.context().close()
  })

  it('opens the navigation drawer below lg and follows a link from it', async () => {
    const page = await openPage('127.0.0.1', '/', viewports[0])
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(`${origin('127.0.0.1')}/contact`)
    await page.getByRole('heading', { name: `Contact ${brands.get('127.0.0.1')!.site.meta.name}` }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.context().close()
  })

  it.each(hosts.flatMap((host) => viewports.map((viewport) => [host, viewport] as const)))(
    'lays out home, sign-in and the error screen of %s at %o: brand and heading in view and readable, nothing wider than the screen',
    async (host, viewport) => {
      const name = brands.get(host)!.site.meta.name
      const screens = [
        { pathname: '/', heading: (page: Page) => page.locator('main h1').first() },
        { pathname: '/login', heading: (page: Page) => page.getByRole('heading', { name: 'Sign in' }) },
        { pathname: '/no/such/page', heading: (page: Page) => page.getByRole('heading', { name: 'Page Not Found' }) },
      ]
      for (const screen of screens) {
        const page = await openPage(host, screen.pathname, viewport)
        const heading = screen.heading(page)
        await heading.waitFor()
        await expectInView(heading)
        await expectReadable(heading)
        if (screen.pathname !== '/no/such/page') {
          // The brand shows in the header: its name beside the logo, or the logo alone on a phone.
          const home = page.getByRole('link', { name: `${name} home` })
          await expectInView(home)
          const logo = page.getByRole('img', { name: `${name} logo` })
          await expectInView(logo)
        }
        await expectNoSidewaysScroll(page)
        await page.context().close()
      }
    },
  )
})
