import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'

const phone = { width: 390, height: 844 }

const pageMarkup = (html: string) => /<div id="card-page"[\s\S]*<\/dialog><\/div>/.exec(html)?.[0]

describe("the public card page in the reader's language", () => {
  const site = useRunningSite()
  const { origin } = site

  it('draws the card in German for a browser that asks for German, keeps it so for offline, and switches with ?lang=', async () => {
    const context = await site.browser.newContext({ viewport: phone, locale: 'de-DE' })
    const page = await context.newPage()
    const answer = await page.goto(`${origin('localhost')}/vcard/demo`)
    // Drawn by the server: the words are German before any script runs.
    const html = await answer!.text()
    expect(html).toMatch(/<html lang="de" dir="ltr"/)
    expect(html).toContain('>Kontakt speichern</a>')
    expect(answer!.headers().vary).toContain('accept-language')
    await page.getByRole('link', { name: 'Kontakt speichern' }).waitFor()
    expect(await page.getByText('Save contact').count()).toBe(0)

    // Kept by the service worker as it was drawn, and read back with no network.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 30_000 })
      .toBe(true)
    await context.setOffline(true)
    const offline = await page.reload()
    expect(pageMarkup(await offline!.text())).toBe(pageMarkup(html))
    await page.getByRole('link', { name: 'Kontakt speichern' }).waitFor()
    await context.setOffline(false)

    // ?lang= asks for another of the site's languages: Arabic, right to left, numbers left to right.
    const arabic = await page.goto(`${origin('localhost')}/vcard/demo?lang=ar`)
    const arabicHtml = await arabic!.text()
    expect(arabicHtml).toMatch(/<html lang="ar" dir="rtl"/)
    await page.getByRole('link', { name: 'حفظ جهة الاتصال' }).waitFor()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl')
    const phoneLink = page.locator('.mqc-links a[href^="tel:"]').first()
    expect(await phoneLink.getAttribute('dir')).toBe('auto')
    await context.close()
  })

  it('draws it in English for a browser that asks for a language the site does not offer', async () => {
    const answer = await fetch(`${origin('127.0.0.1')}/vcard/demo`, { headers: { 'accept-language': 'fr-FR, fr;q=0.9' } })
    const html = await answer.text()
    expect(html).toMatch(/<html lang="en" dir="ltr"/)
    expect(html).toContain('>Save contact</a>')
    const german = await fetch(`${origin('127.0.0.1')}/vcard/demo`, { headers: { 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' } })
    expect(await german.text()).toContain('>Kontakt speichern</a>')
  })
})
