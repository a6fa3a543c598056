import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { createCard } from '../../helpers/cards'
import { useRunningSite } from '../../helpers/running-site'
import { signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/**
 * Chromium offers installing only after its own engagement checks, which a test browser never
 * passes; this stands in for that offer, made as the browser makes it: an event on the window,
 * before the page has finished loading, with a prompt() that records it was called.
 */
function browserOffersInstalling() {
  document.addEventListener('DOMContentLoaded', () => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { installPrompted: boolean }).installPrompted = true
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
}

describe("the card page's install offer, in the corner where a visitor sees it at once", () => {
  const site = useRunningSite({ mail: true })

  it('keeps the browser offer that comes before the page has loaded, shows it above the card without moving it, and opens the install dialog', async () => {
    const context = await site.browser.newContext({ viewport: phone })
    const page = await context.newPage()
    await page.addInitScript(browserOffersInstalling)
    await page.goto(`${site.origin('127.0.0.1')}/vcard/demo`)
    const card = page.getByRole('article')
    const cardTop = (await card.boundingBox())!.y
    const install = page.getByRole('complementary', { name: 'Install the app' }).getByRole('button', { name: 'Install the app' })
    await install.waitFor()
    // Over the page's top margin, not in the card's way: the card has not moved.
    const button = (await install.boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(cardTop)
    expect((await card.boundingBox())!.y).toBe(cardTop)
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await install.click()
    await page.waitForFunction(() => (window as unknown as { installPrompted?: boolean }).installPrompted === true)
    // The offer is used once: the button goes.
    await install.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('on an iPhone, where Safari has no install dialog, the button opens the Share-menu steps', async () => {
    const context = await site.browser.newContext({ viewport: phone, userAgent: iPhoneSafari, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${site.origin('localhost')}/vcard/demo`)
    const install = page.getByRole('button', { name: 'Install the app' })
    await install.waitFor()
    expect(await install.getAttribute('aria-expanded')).toBe('false')
    const steps = page.getByText(/^Add .+ to your home screen: tap Share, then Add to Home Screen\.$/)
    expect(await steps.isVisible()).toBe(false)
    await install.click()
    await steps.waitFor()
    expect(await install.getAttribute('aria-expanded')).toBe('true')
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await install.click()
    await steps.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('offers nothing where the browser offers nothing', async () => {
    const context = await site.browser.newContext({ viewport: phone })
    const page = await context.newPage()
    await page.goto(`${site.origin('localhost')}/vcard/demo`)
    // The page's own code has started once Share is shown.
    await page.getByRole('button', { name: 'Share' }).waitFor()
    expect(await page.getByRole('button', { name: 'Install the app' }).count()).toBe(0)
    await context.close()
  })

  it('draws the corner buttons on a chip of their own, so they read over a dark cover band', async () => {
    const origin = site.origin('127.0.0.1')
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const key = `cover-${Date.now().toString(36)}`
    await createCard(origin, admin, { key, given_name: 'Corin', family_name: 'Band', published: true, design: { layout: 'cover', cover_color: '#111111' } })

    const context = await site.browser.newContext({ viewport: phone })
    const page = await context.newPage()
    await page.addInitScript(browserOffersInstalling)
    await page.goto(`${origin}/vcard/${key}`)
    const install = page.getByRole('button', { name: 'Install the app' })
    const saved = page.getByRole('button', { name: 'Saved cards' })
    await install.waitFor()
    await saved.waitFor()
    const band = (await page.locator('.mqc-band').boundingBox())!
    for (const button of [install, saved]) {
      const box = (await button.boundingBox())!
      // Over the band…
      expect(box.y).toBeGreaterThanOrEqual(band.y)
      expect(box.y + box.height).toBeLessThanOrEqual(band.y + band.height)
      // …drawn above it (nothing covers it) on a background of its own that hides it.
      const onTop = await button.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect()
        return element.contains(document.elementFromPoint(left + width / 2, top + height / 2))
      })
      expect(onTop, `${await button.innerText()} is drawn on top`).toBe(true)
      const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(background, await button.innerText()).toMatch(/^rgb\(/)
    }
    // axe reads each button's text against the chip behind it.
    expect(await seriousAccessibilityProblems(page)).toEqual([])
    await context.close()
  })
})
