import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'

describe("the card page's script taking over the page the server drew", () => {
  const site = useRunningSite()

  it('never replaces the card with "Loading..." or an empty page on a first visit', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    // Record every moment after the server's page is parsed (before its script runs) that the
    // page showed no card name.
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __gaps: string[] }).__gaps = seen
      const check = () => {
        const root = document.getElementById('root')
        if (!root) return
        const name = [...root.querySelectorAll('h1')].some((h1) => h1.textContent?.includes('Maya Okafor'))
        if (!name) seen.push(root.textContent?.trim().slice(0, 40) || '(empty)')
      }
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        check()
        new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
      })
    })
    const page = await context.newPage()
    await page.goto(`${site.origin('localhost')}/vcard/demo`)
    // The script has taken over once the buttons it owns are shown.
    await page.getByRole('button', { name: 'Share' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor()
    const gaps = await page.evaluate(() => (window as unknown as { __gaps: string[] }).__gaps)
    expect(gaps).toEqual([])
    await context.close()
  })
})
