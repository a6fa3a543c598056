import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import zlib from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { expectCountedToday, utcDay } from '../../support/card-figures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// jsdom ships no types and this project has no @types/jsdom: only the constructor is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } }

describe.each(backends)('public cards, the business page and the card page (%s)', (backend) => {
  // An app per test: the business page lists every published card, so one test's cards would show in another's.
  const { kit } = useTestApp(backend)
  let brandA: string
  let tokenA: string

  beforeEach(async () => {
    brandA = (await kit.siteOf(hostA)).brand_id
    tokenA = await kit.openSession('admin@example.com', hostA)
  })

  const createCard = (payload: Record<string, unknown>) => kit.createCard(hostA, tokenA, payload)
  const patchCard = (id: string, payload: Record<string, unknown>) =>
    kit.request({ method: 'PATCH', url: `/api/brands/${brandA}/vcards/${id}`, host: hostA, token: tokenA, payload })

  it('answers each brand\'s demo card on its own host, with a real photo', async () => {
    const a = await kit.request({ method: 'GET', url: '/api/vcards/demo', host: hostA })
    const b = await kit.request({ method: 'GET', url: '/api/vcards/demo', host: hostB })
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.json()).toMatchObject({ key: 'demo', display_name: 'Maya Okafor', organisation: 'Northwind Studio', brand: { slug: 'northwind' } })
    expect(b.json()).toMatchObject({ key: 'demo', display_name: 'Tomás Ferreira', organisation: 'Ember & Oak', brand: { slug: 'ember-oak' } })
    expect(a.json().vcard_url).toBe('/api/vcards/demo/vcard.vcf')
    for (const [card, host] of [
      [a.json(), hostA],
      [b.json(), hostB],
    ] as const) {
      // Each photo through its own brand's host: another's answers 404 (tests/api/uploads/scope.test.ts).
      const photo = await kit.request({ method: 'GET', url: card.photo, host })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/jpeg')
      // A JPEG of real size, not a placeholder.
      expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      expect(photo.rawPayload.length).toBeGreaterThan(5_000)
    }
  })

  it('answers 404 for a card of another brand, a draft, an unknown key and an unknown host', async () => {
    await createCard({ key: 'only-on-a', given_name: 'Only', family_name: 'A', published: true })
    await createCard({ key: 'draft-card', given_name: 'Draft', published: false })
    expect((await kit.request({ method: 'GET', url: '/api/vcards/only-on-a', host: hostA })).statusCode).toBe(200)
    const cases: [string, string][] = [
      ['/api/vcards/only-on-a', hostB],
      ['/api/vcards/only-on-a/vcard.vcf', hostB],
      ['/api/vcards/draft-card', hostA],
      ['/api/vcards/draft-card/vcard.vcf', hostA],
      ['/api/vcards/no-such-card', hostA],
      ['/api/vcards/NOT%20A%20KEY', hostA],
      ['/api/vcards/demo', 'unknown.example'],
    ]
    for (const [url, host] of cases) {
      const response = await kit.request({ method: 'GET', url, host })
      expect(response.statusCode, `${url} on ${host}`).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json().status).toBe('error')
    }
    const foreign = await kit.request({ method: 'GET', url: '/api/vcards/only-on-a', host: hostB })
    const unknown = await kit.request({ method: 'GET', url: '/api/vcards/no-such-card', host: hostB })
    // The same answer whether the key exists elsewhere or nowhere.
    expect(foreign.json().message).toBe('No published card "only-on-a" on this site')
    expect(unknown.json().message).toBe('No published card "no-such-card" on this site')
  })

  it('counts views, QR scans and contact saves per card in its figures', async () => {
    const card = await createCard({ key: 'counted', given_name: 'Counted', published: true })
    const other = await createCard({ key: 'not-counted', given_name: 'Other', published: true })
    const first = utcDay()
    await kit.request({ method: 'GET', url: '/api/vcards/counted', host: hostA })
    await kit.request({ method: 'GET', url: '/api/vcards/counted?src=link', host: hostA })
    await kit.request({ method: 'GET', url: '/api/vcards/counted?src=qr', host: hostA })
    await kit.request({ method: 'GET', url: '/api/vcards/counted/vcard.vcf', host: hostA })
    await kit.request({ method: 'GET', url: '/api/vcards/counted/vcard.vcf?version=4.0', host: hostA })
    // Through the other host the card does not exist, so nothing is counted.
    await kit.request({ method: 'GET', url: '/api/vcards/counted', host: hostB })

    const figuresOf = async (id: string) => {
      const figures = await kit.request({ method: 'GET', url: `/api/brands/${brandA}/vcards/${id}/figures`, host: hostA, token: tokenA })
      expect(figures.statusCode).toBe(200)
      return figures.json()
    }
    // Counts are written at least every second (docs/server.md): wait for them, not for a time.
    await expect.poll(() => figuresOf(card.id), { timeout: 10_000 }).toMatchObject({ views: 3, qr_scans: 1, contact_saves: 2, leads: 0 })
    const body = await figuresOf(card.id)
    expect(body.days).toHaveLength(30)
    expectCountedToday(body.days, { first, last: utcDay() }, { views: 3, qr_scans: 1, contact_saves: 2, leads: 0 })

    expect(await figuresOf(other.id)).toMatchObject({ views: 0, qr_scans: 0, contact_saves: 0, leads: 0 })
  })

  it('opens the business page of the host\'s brand by its slug, with its published cards only', async () => {
    await createCard({ key: 'listed', given_name: 'Listed', published: true })
    await createCard({ key: 'draft-card', given_name: 'Draft', published: false })
    const page = await kit.request({ method: 'GET', url: '/api/brands/by-slug/northwind', host: hostA })
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.brand).toMatchObject({ name: 'Northwind Studio', slug: 'northwind' })
    expect(body.brand.logo).toMatch(/^\/uploads\//)
    expect(body.profile).toMatchObject({ email: 'hello@northwind.example', website: 'https://northwind.example/' })
    expect(body.profile.about).toContain('Northwind Studio')
    const keys = body.cards.map((card: { key: string }) => card.key)
    expect(keys).toEqual(expect.arrayContaining(['demo', 'listed']))
    expect(keys).not.toContain('draft-card')

    for (const [slug, host] of [['ember-oak', hostA], ['northwind', hostB], ['nobody', hostA]] as const) {
      const response = await kit.request({ method: 'GET', url: `/api/brands/by-slug/${slug}`, host })
      expect(response.statusCode, `${slug} on ${host}`).toBe(404)
      expect(response.json().status).toBe('error')
    }
  })

  describe('the card page', () => {
    /** The page at `path`; one with no card there is the app, which says so, answered 404. */
    const page = async (path: string, host = hostA, status: 200 | 404 = 200) => {
      const response = await kit.request({ method: 'GET', url: path, host })
      expect(response.statusCode, `${path} on ${host}`).toBe(status)
      expect(response.headers['content-type']).toContain('text/html')
      return { html: response.body, document: new JSDOM(response.body).window.document, policy: String(response.headers['content-security-policy']) }
    }

    it('puts the card into #root with its styles, the name as title and Open Graph tags', async () => {
      const { html, document, policy } = await page('/vcard/demo')
      const root = document.getElementById('root')!
      expect(root.querySelector('h1')!.textContent).toBe('Maya Okafor')
      expect(root.textContent).toContain('Head of Client Success')
      expect(root.textContent).toContain('Northwind Studio')
      expect(root.querySelector('#boot')).toBeNull()
      const photo = root.querySelector('img')!
      expect(photo.getAttribute('src')).toMatch(/^\/uploads\//)
      const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))
      expect(hrefs).toContain('tel:+442079460958')
      expect(hrefs).toContain('mailto:maya.okafor@northwind.example')
      const save = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Save contact')!
      expect(save.getAttribute('href')).toBe('/api/vcards/demo/vcard.vcf')
      expect(document.title).toBe('Maya Okafor')
      expect(document.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe('Maya Okafor')
      expect(document.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe(`http://localhost${photo.getAttribute('src')}`)
      expect(document.querySelector('style#card-page-css')!.textContent).toContain('.mqc-name')
      // The card's data for the app to take over without asking again.
      expect(JSON.parse(document.getElementById('card-page-data')!.textContent!)).toMatchObject({ key: 'demo', display_name: 'Maya Okafor' })
      // The markup comes before the app's script would run: it is in the HTML itself.
      expect(html.indexOf('Maya Okafor</h1>')).toBeGreaterThan(html.indexOf('<div id="root">'))
      // The photo is the first thing the page asks for.
      const preload = document.querySelector('link[rel="preload"][as="image"]')!
      expect(preload.getAttribute('href')).toBe(photo.getAttribute('src'))
      // The page names no script file, so a phone fetches none while it draws the card: its one
      // inline script, last in the page, fetches the card page's own small entry (never the
      // app's) once the page has loaded, and the policy lets that script run by its hash alone.
      expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0)
      const start = document.getElementById('card-page-start')!
      expect(document.body.lastElementChild).toBe(start)
      expect(start.textContent).toMatch(/addEventListener\('load'/)
      expect(start.textContent!.match(/\/assets\/[\w.-]+\.js/g)).toEqual([expect.stringMatching(/^\/assets\/card-[\w-]+\.js$/)])
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(policy)![1]!.split(' ')
      expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(start.textContent!).digest('base64')}'`])
      // The parts the script makes work are drawn, hidden until it runs: Share, QR code, the lead form.
      expect(root.querySelector('[data-action="share"]')!.hasAttribute('hidden')).toBe(true)
      expect(root.querySelector('[data-action="qr"]')!.hasAttribute('hidden')).toBe(true)
      const lead = root.querySelector('section.mqc-lead')!
      expect(lead.hasAttribute('hidden')).toBe(true)
      expect([...lead.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Your name', 'Your e-mail', 'Your phone (optional)', 'Message (optional)', 'Your own contact card, a .vcf file (optional)'])
      expect(lead.textContent).toContain('Leave your details for Maya.')

      const b = await page('/vcard/demo', hostB)
      expect(b.document.getElementById('root')!.querySelector('h1')!.textContent).toBe('Tomás Ferreira')
    })

    it("draws the card in its brand's tokens: a text colour unreadable on its background is made readable", async () => {
      // White links on a white page would be invisible; the page, like the app, shows them dark.
      await createCard({
        key: 'pale',
        given_name: 'Pale',
        published: true,
        colors: { body_bg: '#ffffff', body_color: '#ffffff', body_link_color: '#fefefe', primary: '#0055aa', on_primary: '#0055aa' },
      })
      const { document } = await page('/vcard/pale')
      // In the page's own style element (no style attribute: the page is the same bytes for everyone, its styles named by hash).
      expect(document.getElementById('card-page')!.hasAttribute('style')).toBe(false)
      const style = /#card-page\{([^}]*)\}/.exec(document.getElementById('card-page-css')!.textContent!)![1]!
      const value = (name: string) => new RegExp(`--mqc-${name}:([^;]+)`).exec(style)?.[1]
      expect(value('body-bg')).toBe('#ffffff')
      expect(value('body-color')).toBe('#000000')
      expect(value('link')).toBe('#000000')
      expect(value('primary')).toBe('#0055aa')
      expect(value('on-primary')).toBe('#ffffff')
      expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#0055aa')
    })

    it('escapes a hostile name and every other text', async () => {
      const hostile = {
        key: 'hostile',
        given_name: '<img src=x onerror="alert(1)">',
        family_name: '"</title><script>alert(2)</script>',
        job_title: "</script><script>alert('3')</script>",
        organisation: 'A & B <b>bold</b>',
        bio: '<!-- not a comment -->',
        websites: [{ url: 'https://example.com/"><script>alert(4)</script>', label: '<i>site</i>' }],
        published: true,
      }
      await createCard(hostile)
      const { document } = await page('/vcard/hostile')
      const root = document.getElementById('root')!
      const name = `${hostile.given_name} ${hostile.family_name}`
      expect(root.querySelector('h1')!.textContent).toBe(name)
      expect(document.title).toBe(name)
      expect(root.textContent).toContain(hostile.job_title)
      expect(root.textContent).toContain(hostile.organisation)
      // Only the page's own scripts exist: the one that starts the card page's code, the card's JSON and its script's words.
      const scripts = [...document.querySelectorAll('script')]
      expect(scripts.map((s) => s.id).sort()).toEqual(['card-page-data', 'card-page-start', 'card-page-words'])
      expect(document.querySelectorAll('img')).toHaveLength(0)
      expect(document.querySelectorAll('b, i')).toHaveLength(0)
      expect(JSON.parse(document.getElementById('card-page-data')!.textContent!).given_name).toBe(hostile.given_name)
      expect(document.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe(name)
    })

    it('serves the plain app page, with 404, for an unknown, a draft or another brand\'s card', async () => {
      await createCard({ key: 'draft-card', given_name: 'Draft', published: false })
      await createCard({ key: 'only-on-a', given_name: 'Only', family_name: 'A', published: true })
      expect((await page('/vcard/only-on-a')).document.getElementById('card-page')).not.toBeNull()
      for (const [path, host] of [['/vcard/no-such-card', hostA], ['/vcard/draft-card', hostA], ['/vcard/only-on-a', hostB], ['/vcard/NOT%20A%20KEY', hostA]] as const) {
        const { document } = await page(path, host, 404)
        expect(document.getElementById('boot')?.textContent, `${path} on ${host}`).toBe('Loading...')
        expect(document.getElementById('card-page')).toBeNull()
        expect(document.getElementById('card-page-data')).toBeNull()
      }
    })

    it("draws the brand's business page at /vcard/{slug} on its own host only, escaped, and anew when its profile changes", async () => {
      await createCard({ key: 'listed', given_name: 'Listed', family_name: 'Person', job_title: 'Engineer', published: true })
      await createCard({ key: 'draft-card', given_name: 'Draft', published: false })
      const first = await page('/vcard/northwind')
      const root = first.document.getElementById('root')!
      expect(root.querySelector('#card-page')!.getAttribute('data-business')).toBe('northwind')
      expect(root.querySelector('h1')!.textContent).toBe('Northwind Studio')
      expect(first.document.title).toBe('Northwind Studio')
      expect(first.document.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe('http://localhost/vcard/northwind')
      const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))
      expect(hrefs).toEqual(expect.arrayContaining(['tel:+442079460958', 'mailto:hello@northwind.example', 'https://northwind.example/', '/vcard/demo', '/vcard/listed']))
      expect(hrefs).not.toContain('/vcard/draft-card')
      expect(root.textContent).toContain('Engineer')
      // A business page carries no card for the script to count.
      expect(first.document.getElementById('card-page-data')).toBeNull()

      const hostile = '<img src=x onerror="alert(1)"> & </style><script>alert(2)</script>'
      const saved = await kit.request({ method: 'PATCH', url: `/api/brands/${brandA}/profile`, host: hostA, token: tokenA, payload: { about: hostile } })
      expect(saved.statusCode).toBe(200)
      const changed = await page('/vcard/northwind')
      expect(changed.document.querySelector('.mqc-bio')!.textContent).toBe(hostile)
      expect(changed.document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(hostile)
      expect(changed.document.querySelectorAll('img:not(.mqc-logo):not(.mqc-person-photo)')).toHaveLength(0)
      expect([...changed.document.querySelectorAll('script')].map((script) => script.id).sort()).toEqual(['card-page-start', 'card-page-words'])

      // Another brand's slug, on this host, is not a page of this site.
      const other = await page('/vcard/northwind', hostB, 404)
      expect(other.document.getElementById('card-page')).toBeNull()
      expect(other.document.getElementById('boot')?.textContent).toBe('Loading...')
    })

    it('answers the same bytes to everyone until the card changes, and 304 to a browser that has them', async () => {
      const card = await createCard({ key: 'versioned', given_name: 'First', published: true })
      const get = (headers: Record<string, string> = {}) => kit.request({ method: 'GET', url: '/vcard/versioned', host: hostA, headers })
      const first = await get()
      const second = await get()
      expect(first.statusCode).toBe(200)
      expect(second.body).toBe(first.body)
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(second.headers.etag).toBe(etag)
      expect(first.headers['cache-control']).toBe('no-cache')
      const brotli = await get({ 'accept-encoding': 'br' })
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.body)
      expect((await get({ 'accept-encoding': 'br' })).rawPayload.equals(brotli.rawPayload)).toBe(true)

      const unchanged = await get({ 'if-none-match': etag })
      expect(unchanged.statusCode).toBe(304)
      expect(unchanged.body).toBe('')
      expect((await get({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304)
      expect((await get({ 'if-none-match': '*' })).statusCode).toBe(304)
      expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200)
      expect((await patchCard(card.id, { given_name: 'Second' })).statusCode).toBe(200)
      const changed = await get({ 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      expect(new JSDOM(changed.body).window.document.querySelector('h1')!.textContent).toBe('Second')
    })

    // A phone takes brotli: quality 1 first, quality 6 once kept. A browser that takes gzip alone: level 1, then level 6.
    const browsers = [
      { who: 'a phone', accept: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync, madeWell: null },
      { who: 'a browser that takes gzip alone', accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync, madeWell: (html: string) => zlib.gzipSync(html, { level: 6 }) },
    ] as const

    it.each(browsers)("compresses a card's first answer to $who fast and keeps none of it, then compresses it well once and sends those bytes after", async ({ accept, encoding, decode, madeWell }) => {
      const key = `first-${encoding}`
      await createCard({ key, given_name: 'Fiona', published: true })
      const asked = { 'accept-encoding': accept }
      const get = (headers: Record<string, string> = {}) => kit.request({ method: 'GET', url: `/vcard/${key}`, host: hostA, headers })

      const first = await get(asked)
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-encoding']).toBe(encoding)
      const html = decode(first.rawPayload).toString('utf8')
      expect(html).toContain('Fiona')
      // Made fast: larger than what the page is sent in once it is kept.
      const second = await get(asked)
      expect(second.headers['content-encoding']).toBe(encoding)
      expect(decode(second.rawPayload).toString('utf8')).toBe(html)
      expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length)
      if (madeWell) expect(second.rawPayload.equals(madeWell(html))).toBe(true)
      const third = await get(asked)
      expect(third.rawPayload.equals(second.rawPayload)).toBe(true)
      expect(third.headers.etag).toBe(second.headers.etag)

      // Different bytes, different tags; each is this version of the page.
      const [fastTag, wellTag] = [String(first.headers.etag), String(second.headers.etag)]
      expect(fastTag).toMatch(/^"[\w-]+"$/)
      expect(fastTag).not.toBe(wellTag)
      expect((await get({ ...asked, 'if-none-match': fastTag })).statusCode).toBe(304)
      expect((await get({ ...asked, 'if-none-match': wellTag })).statusCode).toBe(304)
      expect((await get()).body).toBe(html)
    })

    it('shows a change to the card at once, and a withdrawn card no more', async () => {
      const card = await createCard({ key: 'changing', given_name: 'Before', published: true })
      expect((await page('/vcard/changing')).document.querySelector('#root h1')!.textContent).toBe('Before')
      expect((await patchCard(card.id, { given_name: 'After' })).statusCode).toBe(200)
      expect((await page('/vcard/changing')).document.querySelector('#root h1')!.textContent).toBe('After')
      expect((await patchCard(card.id, { published: false })).statusCode).toBe(200)
      expect((await page('/vcard/changing', hostA, 404)).document.getElementById('boot')).not.toBeNull()
    })
  })
})
