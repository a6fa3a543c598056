import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** The page as a browser's parser reads it. */
const parse = (html: string) => new JSDOM(html).window.document

describe.each(backends)("a site's pages in each of its languages, for readers and search engines (%s)", (backend) => {
  const { t, kit } = useTestApp(backend)
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: hostA, ...headers } })

  it("draws the home page in the browser's language, names every language's address, and keeps each language's page apart", async () => {
    const german = await get('/', { 'accept-language': 'de-CH, de;q=0.9' })
    expect(german.statusCode).toBe(200)
    const page = parse(german.body)
    expect(page.querySelector('html')!.getAttribute('lang')).toBe('de')
    expect(page.querySelector('html')!.getAttribute('dir')).toBe('ltr')
    expect(page.querySelector('.mql-account')!.textContent).toBe('Anmelden')
    expect(page.querySelector('.mql-skip')!.textContent).toBe('Zum Inhalt springen')
    expect(page.querySelector('.mql-menu-button')!.getAttribute('aria-label')).toBe('Menü öffnen')
    expect(german.headers.vary).toContain('accept-language')
    const alternates = [...page.querySelectorAll('link[rel=alternate]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
    expect(alternates).toEqual([
      ['en', 'http://localhost/?lang=en'],
      ['de', 'http://localhost/?lang=de'],
      ['ar', 'http://localhost/?lang=ar'],
      ['x-default', 'http://localhost/'],
    ])

    const arabic = parse((await get('/?lang=ar', { 'accept-language': 'de' })).body)
    expect(arabic.querySelector('html')!.getAttribute('lang')).toBe('ar')
    expect(arabic.querySelector('html')!.getAttribute('dir')).toBe('rtl')
    expect(arabic.querySelector('.mql-account')!.textContent).toBe('تسجيل الدخول')
    // The brand's own words are the brand's: its name is not translated.
    expect(arabic.querySelector('.mql-home span')!.textContent).toBe('Northwind Studio')

    // The language chosen on the device (its cookie) wins over the browser's.
    const chosen = parse((await get('/', { 'accept-language': 'en', cookie: 'marque_lang=de' })).body)
    expect(chosen.querySelector('.mql-account')!.textContent).toBe('Anmelden')
    // And English again for an English reader: the German page was kept for German readers only.
    const english = parse((await get('/', { 'accept-language': 'en-US' })).body)
    expect(english.querySelector('html')!.getAttribute('lang')).toBe('en')
    expect(english.querySelector('.mql-account')!.textContent).toBe('Sign in')
  })

  it("lists each language's address of every page in the sitemap", async () => {
    const sitemap = await get('/sitemap.xml')
    expect(XMLValidator.validate(sitemap.body)).toBe(true)
    type Link = { '@_rel': string; '@_hreflang': string; '@_href': string }
    const read = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(sitemap.body) as {
      urlset: { url: { loc: string; 'xhtml:link': Link[] }[] }
    }
    const home = read.urlset.url.find((entry) => entry.loc === 'http://localhost/')!
    expect(home['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', 'http://localhost/?lang=en'],
      ['de', 'http://localhost/?lang=de'],
      ['ar', 'http://localhost/?lang=ar'],
      ['x-default', 'http://localhost/'],
    ])
    for (const entry of read.urlset.url) expect(entry['xhtml:link']).toHaveLength(4)
  })

  it('draws a site that offers one language in it alone, with no alternates and no language in its Vary', async () => {
    const site = await kit.siteOf(hostA)
    await t.query(`update sites set meta = meta || '{"locale":"de","locales":["de"]}'::jsonb where id = $1`, [site.id])
    await t.app.context.repositories.sites.invalidate(site.id)
    const answer = await get('/', { 'accept-language': 'en-US' })
    const page = parse(answer.body)
    expect(page.querySelector('html')!.getAttribute('lang')).toBe('de')
    expect(page.querySelectorAll('link[rel=alternate]')).toHaveLength(0)
    expect(answer.headers.vary).not.toContain('accept-language')
  })
})
