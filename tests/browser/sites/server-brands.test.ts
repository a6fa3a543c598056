import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'

describe('the server as npm start runs it, seen from Chromium', () => {
  const site = useRunningSite()

  it('answers on localhost and 127.0.0.1 with two different brands', async () => {
    const seen: { title: string; manifest: { name: string; theme_color: string; id: string } }[] = []
    for (const origin of [site.origin('localhost'), site.origin('127.0.0.1')]) {
      const page = await site.browser.newPage()
      const response = await page.goto(`${origin}/`)
      expect(response?.status()).toBe(200)
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
      const manifest = await page.evaluate(async (href) => (await fetch(href!)).json(), manifestHref)
      seen.push({ title: await page.title(), manifest })
      await page.close()
    }
    const [a, b] = seen as [(typeof seen)[0], (typeof seen)[0]]
    expect(a.title).toContain('Northwind Studio')
    expect(b.title).toContain('Ember & Oak')
    expect(a.manifest.name).toBe('Northwind Studio')
    expect(b.manifest.name).toBe('Ember & Oak')
    expect(a.manifest.theme_color).not.toBe(b.manifest.theme_color)
    expect(a.manifest.id).not.toBe(b.manifest.id)
  })
})
