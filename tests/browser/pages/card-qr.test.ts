import { describe, expect, it } from 'vitest'
import { expectOnScreen } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'

const phone = { width: 390, height: 844 }

describe('the card page\'s QR code on a phone', () => {
  const site = useRunningSite()

  it.each(['localhost', '127.0.0.1'] as const)('on %s brings the code into view and moves focus to it, by tap and by keyboard', async (host) => {
    const { context, page } = await site.newPage(host, { viewport: phone, path: '/vcard/demo' })
    const button = page.getByRole('button', { name: 'QR code' })
    const region = page.getByRole('region', { name: 'QR code' })
    const code = region.getByRole('img', { name: /^QR code of / })
    const focusedIsRegion = () => region.evaluate((element) => element === document.activeElement)

    await button.click()
    await code.waitFor()
    await expectOnScreen(code)
    expect(await focusedIsRegion()).toBe(true)

    // Closed, back at the top, and opened again from the keyboard.
    await button.click()
    await region.waitFor({ state: 'hidden' })
    await page.evaluate(() => window.scrollTo(0, 0))
    await button.focus()
    await page.keyboard.press('Enter')
    await code.waitFor()
    await expectOnScreen(code)
    expect(await focusedIsRegion()).toBe(true)
    // Tab goes on from the code to its Copy link.
    await page.keyboard.press('Tab')
    expect(await region.getByRole('button', { name: 'Copy link' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await context.close()
  })
})
