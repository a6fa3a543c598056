import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { DeltaDocument } from '../../../src/domain/delta'
import { renderDocument } from '../../../src/rich-text/render-document'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const demo = {
  [hostA]: { name: 'Northwind Studio', heading: 'Business cards that travel with you', nav: ['Our card', 'Brands', 'Contact'] },
  [hostB]: { name: 'Ember &amp; Oak', heading: 'Handmade furniture, made to order', nav: ['Contact'] },
} as const

const hostileText = '<script>alert(1)</script><img src=x onerror=alert(2)>'
const hostileBlock: DeltaDocument = {
  ops: [
    { insert: hostileText },
    { insert: 'a link', attributes: { link: 'javascript:alert(3)' } },
    { insert: ' and ' },
    { insert: { image: 'javascript:alert(4)' } },
    { insert: '\n' },
  ],
}

describe.each(backends)('the home page drawn by the server (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const get = (host: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/', headers: { host, ...headers } })

  it.each([hostA, hostB] as const)('answers %s with its brand, its navigation and its landing in the HTML, and the small script only', async (host) => {
    const page = await get(host)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const { name, heading, nav } = demo[host]
    expect(page.body).toContain(`<title>${name}</title>`)
    expect(page.body).toContain(`<a class="mql-home" href="/" aria-label="${name} home">`)
    expect(page.body).toMatch(new RegExp(`<nav class="mql-nav" aria-label="Main">.*${nav.map((label) => `>${label}</a>`).join('.*')}.*>Sign in</a>`))
    expect(page.body).toContain(`<h1>${heading}</h1>`)
    expect(page.body).toMatch(/<section class="mql-block mql-pricing" data-block="pricing" aria-label="Pricing">/)
    expect(page.body).toContain(`© ${new Date().getUTCFullYear()} ${name}</p></footer>`)
    expect(page.body).toContain(`<link rel="canonical" href="http://${host}/" />`)
    expect(page.body).toContain(`<meta property="og:title" content="${name}" />`)
    expect(page.body).toMatch(/<meta name="description" content="[^"]{20,}"/)
    // One script, the page's own; no app entry, no stylesheet to wait for.
    const scripts = [...page.body.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((match) => match[1])
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)])
    expect(page.body).not.toMatch(/\/assets\/index-[\w-]+\.js/)
    expect(page.body).not.toContain('rel="stylesheet"')
    expect(page.body).not.toContain('nonce=')
    // Its policy names its inline styles by hash, with no nonce and nothing unsafe.
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/)
    expect(policy).not.toContain('nonce')
    expect(policy.split(';').find((directive) => directive.startsWith('style-src '))).not.toContain('unsafe-inline')
    expect(policy).toContain("script-src 'self';")
    // The demo sites speak three languages: the page a visitor gets depends on theirs too.
    expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie')
  })

  it('draws each host in its own colours', async () => {
    const primaryOf = (body: string) => /--mql-primary-solid:([^;}]+)/.exec(body)?.[1]
    const [a, b] = [await get(hostA), await get(hostB)]
    expect(primaryOf(a.body)).toBe('#1d4ed8')
    expect(primaryOf(b.body)).toBe('#9a3412')
  })

  it('answers a tag it already gave with 304, and the same compressed bytes every time once it has been asked for', async () => {
    // The first compressed answer since the page was drawn is made fast and not kept (cached-page.ts).
    const fast = await get(hostA, { 'accept-encoding': 'br' })
    expect(fast.headers['content-encoding']).toBe('br')
    const first = await get(hostA, { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const second = await get(hostA, { 'accept-encoding': 'br' })
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe((await get(hostA)).body)
    const gzipped = await get(hostA, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect((await get(hostA, { 'accept-encoding': 'gzip' })).rawPayload.equals(gzipped.rawPayload)).toBe(true)

    const unchanged = await get(hostA, { 'if-none-match': etag })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect((await get(hostB, { 'if-none-match': etag })).statusCode).toBe(200)
  })

  it('draws the page again after the landing is edited through the API, with a new tag', async () => {
    const token = await kit.signInAs('site admin', hostA)
    const before = await get(hostA)
    const saved = await kit.request({
      method: 'PUT',
      url: '/api/sites/current/landing/content_2',
      host: hostA,
      token,
      payload: { ops: [{ insert: 'Autumn opening hours' }, { insert: '\n', attributes: { header: 2 } }] },
    })
    expect(saved.statusCode).toBe(200)
    const after = await get(hostA)
    expect(after.body).toContain('<h2>Autumn opening hours</h2>')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((await get(hostA, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200)
    // The other site's page is its own.
    expect((await get(hostB)).body).not.toContain('Autumn opening hours')
  })

  it('escapes hostile text in a block, the brand name and the navigation', async () => {
    const siteAdmin = await kit.signInAs('site admin', hostA)
    const token = await kit.signInAs('brand admin', hostA)
    const site = await kit.siteOf(hostA)
    const put = await kit.request({ method: 'PUT', url: '/api/sites/current/landing/content_1', host: hostA, token: siteAdmin, payload: hostileBlock })
    expect(put.statusCode).toBe(200)
    const renamed = await kit.request({
      method: 'PATCH',
      url: `/api/brands/${site.brand_id}/sites/${site.id}`,
      host: hostA,
      token,
      payload: { name: `</title>${hostileText}`, nav: [{ label: `"><script>alert(5)</script>`, to: '/contact?a="onmouseover=alert(6)' }] },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const page = await get(hostA)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/<script>alert|<img src=x|javascript:|"onmouseover/i)
    const drawn = '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;<a href="about:blank" rel="noopener noreferrer" target="_blank">a link</a> and <img src="" alt=""></p>'
    // The markup the app's RichTextView puts into the page for the same block.
    expect(renderDocument(hostileBlock)).toBe(drawn)
    expect(page.body).toContain(`<section class="mql-block" data-block="content_1"><div class="rich-text">${drawn}</div></section>`)
    expect(page.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).toContain('>&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;</a>')
    expect(page.body).toContain('href="/contact?a=&quot;onmouseover=alert(6)"')
  })

  it('says the landing is not published yet when every block is empty', async () => {
    const token = await kit.signInAs('site admin', hostB)
    for (const block of ['content_1', 'content_2', 'pricing']) {
      const saved = await kit.request({ method: 'PUT', url: `/api/sites/current/landing/${block}`, host: hostB, token, payload: { ops: [{ insert: '\n' }] } })
      expect(saved.statusCode).toBe(200)
    }
    const page = await get(hostB)
    expect(page.body).toContain('<h1 class="mql-title">Ember &amp; Oak</h1><p class="mql-empty">This site has not published its landing page yet.</p>')
    expect(page.body).not.toContain('<section')
  })

  it('sends "/" where the site says its index page is, and only to a path of this site', async () => {
    const site = await kit.siteOf(hostA)
    const { sites } = t.app.context.repositories
    const meta = (await sites.findById(site.id))!.meta
    await sites.updateMeta(site.id, { ...meta, index_page: '/vcard/demo' })
    const moved = await get(hostA)
    expect(moved.statusCode).toBe(302)
    expect(moved.headers.location).toBe('/vcard/demo')

    await sites.updateMeta(site.id, { ...meta, index_page: '//elsewhere.example/' })
    const elsewhere = await get(hostA)
    expect(elsewhere.statusCode).toBe(200)
    expect(elsewhere.body).toContain('Business cards that travel with you')
  })

  it('gives a signed-in person the app, and a host with no site the app shell as before', async () => {
    const signedIn = await get(hostA, { cookie: 'marque_logged_in=true; marque_token=abc' })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js" nonce="[^"]+">/)
    expect(signedIn.body).toContain('<title>Northwind Studio</title>')
    expect(signedIn.body).not.toContain('landing-page')
    expect(signedIn.headers.etag).toBeUndefined()
    expect(signedIn.headers.vary).toBe('accept-encoding, cookie')
    // A guest id alone, or a flag without its token, is no session.
    for (const cookie of ['marque_guest_id=g1', 'marque_logged_in=true', 'marque_token=abc']) {
      expect((await get(hostA, { cookie })).body, cookie).toContain('id="landing-page"')
    }

    const unknown = await get('nosite.test')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toMatch(/\/assets\/index-[\w-]+\.js/)
    expect(unknown.body).toContain('<title>Marque</title>')
    // /index.html stays the app shell: the service worker's fallback for every navigation.
    const shell = await get(hostA)
    const index = await t.app.inject({ method: 'GET', url: '/index.html', headers: { host: hostA } })
    expect(index.body).toMatch(/\/assets\/index-[\w-]+\.js/)
    expect(index.body).not.toBe(shell.body)
  })
})
