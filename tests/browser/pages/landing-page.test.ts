import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readManifest } from '../../build/bundle-manifest'
import { recordPolicyViolations } from '../../helpers/policy-violations'
import { useRunningSite } from '../../helpers/running-site'

const dist = path.resolve(import.meta.dirname, '..', '..', '..', 'dist')
const phone = { width: 390, height: 844 }
const landing = {
  localhost: { name: 'Northwind Studio', heading: 'Business cards that travel with you', pricing: 'Unlimited cards, lead capture and analytics — €9 per person a month' },
  '127.0.0.1': { name: 'Ember & Oak', heading: 'Handmade furniture, made to order', pricing: 'Dining table from £1,200' },
} as const

/**
 * Keeps the first #landing-page element the parser made, and notes any that leave the document,
 * before any script of the page runs.
 */
const watchLandingElement = () => {
  const seen = window as unknown as { firstLanding?: Element | null; landingRemoved?: boolean }
  new MutationObserver((records) => {
    seen.firstLanding ??= document.getElementById('landing-page')
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof Element && (node.id === 'landing-page' || node.querySelector('#landing-page'))) seen.landingRemoved = true
    }
  }).observe(document, { childList: true, subtree: true })
}

describe('the home page in Chromium', () => {
  const site = useRunningSite()
  const appEntry = `/${readManifest(dist)['index.html']!.file}`

  async function visitorPage(host: keyof typeof landing, options: { javaScript?: boolean } = {}) {
    const context = await site.browser.newContext({ viewport: phone, javaScriptEnabled: options.javaScript ?? true })
    const policy = options.javaScript === false ? null : await recordPolicyViolations(context)
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    return { page, requested, policy, close: () => context.close() }
  }

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })

  it.each(['localhost', '127.0.0.1'] as const)('reads on %s with JavaScript off: brand, landing, pricing and navigation', async (host) => {
    const { page, close } = await visitorPage(host, { javaScript: false })
    await page.goto(`${site.origin(host)}/`)
    const { name, heading, pricing } = landing[host]
    expect(await page.title()).toBe(name)
    expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true)
    expect(await page.getByRole('region', { name: 'Pricing' }).getByText(pricing).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: `${name} home` }).isVisible()).toBe(true)
    // With no script to open the phone's menu, the header shows the links themselves.
    expect(await menuButton(page).isVisible()).toBe(false)
    const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })
    expect(await signIn.isVisible()).toBe(true)
    expect(await signIn.getAttribute('href')).toBe('/login')
    // The footer: the site's languages, each by its own name, then the brand's line.
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('list', { name: 'Languages' }).getByRole('link').allInnerTexts()).toEqual(['English', 'Deutsch', 'العربية'])
    expect(await footer.getByRole('paragraph').innerText()).toBe(`© ${new Date().getFullYear()} ${name}`)
    await close()
  })

  it('keeps the landing element the server drew when its script starts, and never fetches the app for a visitor', async () => {
    const { page, requested, policy, close } = await visitorPage('localhost')
    await page.addInitScript(watchLandingElement)
    await page.goto(`${site.origin('localhost')}/`)
    // The script has started once the menu opens.
    await menuButton(page).click()
    await page.getByRole('dialog', { name: 'Northwind Studio' }).waitFor()
    await page.keyboard.press('Escape')
    const same = await page.evaluate(() => {
      const seen = window as unknown as { firstLanding?: Element | null; landingRemoved?: boolean }
      return { same: seen.firstLanding === document.getElementById('landing-page'), drawn: Boolean(seen.firstLanding), removed: seen.landingRemoved === true }
    })
    expect(same).toEqual({ same: true, drawn: true, removed: false })
    expect(requested).not.toContain(appEntry)
    expect(requested.filter((pathname) => pathname.endsWith('.js'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]),
    )

    // Once the service worker runs the page, "/" is still the server's page, not the app shell.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    requested.length = 0
    await page.reload()
    await page.getByRole('heading', { level: 1, name: landing.localhost.heading }).waitFor()
    expect(await page.locator('#landing-page').count()).toBe(1)
    expect(requested).not.toContain(appEntry)
    // The page's inline stylesheet is named by its hash in the policy, and nothing is refused.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.mql-account')!).fontWeight)).toBe('600')
    expect(policy).toEqual({ violations: [], messages: [] })
    await close()
  })

  it('opens and closes the phone menu from the keyboard, and follows a link from it', async () => {
    const { page, close } = await visitorPage('127.0.0.1')
    await page.goto(`${site.origin('127.0.0.1')}/`)
    const button = menuButton(page)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Ember & Oak' })
    await menu.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    // The keyboard stays in the open menu.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? null)).toBe('mql-menu')
    }
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    // The dialog's close event, which hands the focus back, comes in a task after it hides.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('Space')
    await menu.waitFor()
    await menu.getByRole('link', { name: 'Contact' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${site.origin('127.0.0.1')}/contact`)
    await page.getByRole('heading', { name: 'Contact Ember & Oak' }).waitFor()
    await close()
  })
})
