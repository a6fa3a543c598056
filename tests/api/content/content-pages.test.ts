import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { pngOfSize } from '../../support/image-fixtures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })

describe.each(backends)('content pages, as their editors write them (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  async function editorOn(host: string, role: 'owner' | 'admin' | 'editor' | 'member' = 'editor') {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    const site = await kit.siteOf(host)
    const userId = await kit.userId(email)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, userId, role])
    const pagesUrl = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => kit.request({ method, url, host, token, ...(payload ? { payload } : {}) })
    return { token, userId, site, pagesUrl, call }
  }

  it('lets an editor create a draft, publish it twice, restore the first version and publish that', async () => {
    const editor = await editorOn(hostA)
    const created = await editor.call('POST', editor.pagesUrl, { url: 'About-Us', title: 'About us', blocks: [{ type: 'html', id: 'intro', content: text('First words') }] })
    expect(created.statusCode, created.body).toBe(201)
    const page = created.json<{ id: string; url: string; revision: number; status: string; published_version: number | null }>()
    expect(page).toMatchObject({ url: 'about-us', revision: 0, status: 'draft', published_version: null })
    const pageUrl = `${editor.pagesUrl}/${page.id}`

    expect((await editor.call('POST', `${pageUrl}/publish`)).json()).toMatchObject({ status: 'published', published_version: 1, has_unpublished_changes: false })
    const saved = await editor.call('PUT', pageUrl, { url: 'about-us', title: 'About us', description: '', social_image_upload_id: null, revision: 0, blocks: [{ type: 'html', id: 'intro', content: text('Second words') }] })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ revision: 1, has_unpublished_changes: true })
    expect((await editor.call('POST', `${pageUrl}/publish`)).json()).toMatchObject({ published_version: 2 })

    const versions = (await editor.call('GET', `${pageUrl}/versions`)).json<{ versions: { number: number; blocks: unknown[]; published_by: string }[] }>().versions
    expect(versions.map((version) => version.number)).toEqual([2, 1])
    expect(JSON.stringify(versions[1]!.blocks)).toContain('First words')
    expect(versions[0]!.published_by).toBe(editor.userId)

    const restored = await editor.call('POST', `${pageUrl}/versions/1/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(JSON.stringify(restored.json<{ blocks: unknown[] }>().blocks)).toContain('First words')
    expect((await editor.call('POST', `${pageUrl}/publish`)).json()).toMatchObject({ published_version: 3 })
    const shown = await kit.request({ method: 'GET', url: '/api/pages/about-us', host: hostA })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(JSON.stringify(shown.json())).toContain('First words')
    expect(JSON.stringify(shown.json())).not.toContain('Second words')
  })

  it("answers a second editor's save of an older revision with a conflict and the first editor's draft, and keeps the first", async () => {
    const first = await editorOn(hostA)
    const second = await editorOn(hostA)
    const page = (await first.call('POST', first.pagesUrl, { url: 'team', title: 'Team' })).json<{ id: string }>()
    const pageUrl = `${first.pagesUrl}/${page.id}`
    const draft = (title: string) => ({ url: 'team', title, description: '', social_image_upload_id: null, blocks: [], revision: 0 })

    expect((await first.call('PUT', pageUrl, draft('Our team'))).statusCode).toBe(200)
    const late = await second.call('PUT', pageUrl, draft('The people'))
    expect(late.statusCode).toBe(412)
    expect(late.json()).toMatchObject({ status: 'error', message: expect.stringContaining('Someone else saved this page'), current: { title: 'Our team', revision: 1 } })
    expect((await first.call('GET', pageUrl)).json()).toMatchObject({ title: 'Our team', revision: 1 })
  })

  it('refuses a bad address, a reserved word, a taken address, a block of an unknown type and an image of another site, naming the field and writing nothing', async () => {
    const editor = await editorOn(hostA)
    const before = await t.query<{ n: string }>('select count(*) as n from pages')
    const refusals = [
      [{ url: 'two/segments', title: 'x' }, 'url'],
      [{ url: 'login', title: 'x' }, 'url'],
      [{ url: 'fine', title: '' }, 'title'],
      [{ url: 'fine', title: 'x', blocks: [{ type: 'marquee', id: 'a' }] }, 'blocks.0.type'],
      [{ url: 'fine', title: 'x', blocks: [{ type: 'image', id: 'a', upload_id: '00000000-0000-4000-8000-000000000000', alt: '' }] }, 'blocks.0.alt'],
      [{ url: 'fine', title: 'x', blocks: [{ type: 'blocks', id: 'a', items: [{ title: 'Go', link: 'javascript:alert(1)' }] }] }, 'blocks.0.items.0.link'],
    ] as const
    for (const [payload, field] of refusals) {
      const answer = await editor.call('POST', editor.pagesUrl, payload)
      expect(answer.statusCode, `${JSON.stringify(payload)}: ${answer.body}`).toBe(400)
      expect(answer.json<{ field: string }>().field).toBe(field)
    }

    // An image uploaded on the other demo site is not this site's to show.
    const adminB = await kit.openSession('admin@example.com', hostB, 'admin')
    const uploaded = await kit.request({ method: 'POST', url: '/api/uploads/images', host: hostB, token: adminB, headers: { 'content-type': 'image/png' }, payload: await pngOfSize(400) })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const otherSiteImage = uploaded.json<{ url: string }>().url.split('/').pop()!
    const foreign = await editor.call('POST', editor.pagesUrl, { url: 'fine', title: 'x', blocks: [{ type: 'image', id: 'a', upload_id: otherSiteImage, alt: 'A picture' }] })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({ field: 'blocks.0.upload_id', message: "blocks.0.upload_id: must be an image uploaded for this site's pages" })

    expect((await editor.call('POST', editor.pagesUrl, { url: 'taken', title: 'x' })).statusCode).toBe(201)
    const taken = await editor.call('POST', editor.pagesUrl, { url: 'taken', title: 'y' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json<{ field: string }>().field).toBe('url')
    expect(Number((await t.query<{ n: string }>('select count(*) as n from pages'))[0]!.n)).toBe(Number(before[0]!.n) + 1)
  })

  it("keeps pages to their site: a plain member may not write them, and another brand's editor cannot reach them", async () => {
    const editor = await editorOn(hostA)
    const page = (await editor.call('POST', editor.pagesUrl, { url: 'private-plans', title: 'Plans' })).json<{ id: string }>()
    const member = await editorOn(hostA, 'member')
    expect((await member.call('GET', editor.pagesUrl)).statusCode).toBe(403)
    expect((await member.call('POST', editor.pagesUrl, { url: 'mine', title: 'Mine' })).statusCode).toBe(403)

    const otherEditor = await editorOn(hostB)
    expect((await otherEditor.call('GET', `/api/brands/${otherEditor.site.brand_id}/pages/${page.id}`)).statusCode).toBe(404)
    const image = await otherEditor.call('POST', `/api/brands/${otherEditor.site.brand_id}/sites/${editor.site.id}/images`)
    expect(image.statusCode).toBe(404)
    // Through their own host, brand A's id is not a brand here.
    expect((await otherEditor.call('GET', `${editor.pagesUrl}/${page.id}`)).statusCode).toBe(404)
    // Their own brand with site A's id: not a site of theirs.
    expect((await otherEditor.call('GET', `/api/brands/${otherEditor.site.brand_id}/sites/${editor.site.id}/pages/${page.id}`)).statusCode).toBe(404)
    // A draft is nobody's to see at its address.
    expect((await kit.request({ method: 'GET', url: '/api/pages/private-plans', host: hostA })).statusCode).toBe(404)
  })

  it("draws the builder's preview with the renderer visitors get, the site's people filled in, and saves nothing", async () => {
    const editor = await editorOn(hostA)
    const adminToken = await kit.openSession('admin@example.com', hostA, 'admin')
    const listed = await editorOn(hostA, 'member')
    const key = `preview-${randomBytes(3).toString('hex')}`
    await t.query("update users set name = 'Previewed Person', listed = true where id = $1", [listed.userId])
    await kit.createCard(hostA, adminToken, { key, given_name: 'Previewed', family_name: 'Person', owner_user_id: listed.userId, published: true })
    const before = await t.query<{ n: string }>('select count(*) as n from pages')
    const preview = await editor.call('POST', `${editor.pagesUrl}/preview`, {
      blocks: [
        { type: 'blocks', id: 'b1', items: [{ icon: 'star', title: 'Fast <b>service</b>', text: 'Same day', link: '/contact' }] },
        { type: 'user-list', id: 'u1', title: 'Our team' },
      ],
    })
    expect(preview.statusCode, preview.body).toBe(200)
    const { html } = preview.json<{ html: string }>()
    expect(html).toContain('<h3><a href="/contact">Fast &lt;b&gt;service&lt;/b&gt;</a></h3>')
    expect(html).toContain('<h2>Our team</h2>')
    expect(html).toContain(`<a href="/vcard/${key}"><span class="mqb-person-name">Previewed Person</span>`)
    expect((await t.query<{ n: string }>('select count(*) as n from pages'))[0]!.n).toBe(before[0]!.n)

    const bad = await editor.call('POST', `${editor.pagesUrl}/preview`, { blocks: [{ type: 'blocks', id: 'b1', items: [{ title: 'Go', link: 'javascript:alert(1)' }] }] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ field: string }>().field).toBe('blocks.0.items.0.link')
    const member = await editorOn(hostA, 'member')
    expect((await member.call('POST', `${editor.pagesUrl}/preview`, { blocks: [] })).statusCode).toBe(403)
  })

  it('draws a published page with every block type at /{url} for visitors of its own site only, escaped, with its link-preview tags', async () => {
    const editor = await editorOn(hostA)
    const adminToken = await kit.openSession('admin@example.com', hostA, 'admin')
    // An editor adds images to the pages of a site of their brand.
    const uploaded = await kit.request({ method: 'POST', url: `/api/brands/${editor.site.brand_id}/sites/${editor.site.id}/images`, host: hostA, token: editor.token, headers: { 'content-type': 'image/png' }, payload: await pngOfSize(400) })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const image = uploaded.json<{ id: string }>().id
    const hostile = '<script>alert(1)</script>'
    const blocks = [
      { type: 'html', id: 'b1', content: text(`Rich words ${hostile}`) },
      { type: 'image', id: 'b2', upload_id: image, alt: `A blue square ${hostile}`, caption: 'The caption', link: '/about' },
      { type: 'image-html', id: 'b3', upload_id: image, alt: 'Beside the text', image_side: 'right', content: text('Text beside the image') },
      { type: 'image-blocks', id: 'b4', layout: 'gallery', items: [{ upload_id: image, alt: 'Tile one', title: 'First tile', link: 'https://example.com/tile' }] },
      { type: 'blocks', id: 'b5', items: [{ icon: 'star', title: `Card title ${hostile}`, text: 'Card text', link: 'mailto:hello@example.com' }] },
      { type: 'divider', id: 'b6', style: 'line' },
      { type: 'user-list', id: 'b7', title: 'Our people' },
      { type: 'events-log', id: 'b8', entries: [{ date: '2026-03-29', title: 'We opened', content: text('The doors opened') }, { date: '2026-10-25', title: 'We grew', content: text('More of us') }] },
      { type: 'site-overview', id: 'b9', title: 'At a glance' },
    ]
    const page = (await editor.call('POST', editor.pagesUrl, { url: 'everything', title: `Everything ${hostile}`, description: 'Every kind of block', blocks })).json<{ id: string }>()
    // The builder finds a page by its id alone, within the brand.
    expect((await editor.call('GET', `/api/brands/${editor.site.brand_id}/pages/${page.id}`)).json()).toMatchObject({ id: page.id, site_id: editor.site.id })
    expect((await editor.call('POST', `${editor.pagesUrl}/${page.id}/publish`)).statusCode).toBe(200)
    // A person of the site who chose to be listed, with a published card of the brand; and one who did not.
    const listed = await editorOn(hostA, 'member')
    await t.query("update users set name = 'Listed Person', bio = 'Gardener', listed = true where id = $1", [listed.userId])
    await kit.createCard(hostA, adminToken, { key: 'listed-person', given_name: 'Listed', family_name: 'Person', owner_user_id: listed.userId, published: true })
    const unlisted = await editorOn(hostA, 'member')
    await t.query("update users set name = 'Hidden Person', listed = false where id = $1", [unlisted.userId])

    const drawn = await kit.request({ method: 'GET', url: '/everything', host: hostA })
    expect(drawn.statusCode).toBe(200)
    expect(drawn.headers['content-type']).toContain('text/html')
    const html = drawn.body
    expect(html).not.toContain('Hidden Person')
    expect(html).toContain('href="/vcard/listed-person"')
    for (const shown of ['Rich words', 'The caption', 'Text beside the image', 'First tile', 'Card text', '<hr>', 'Our people', 'Listed Person', 'Gardener', 'We opened', '29 March 2026', 'The doors opened', 'At a glance', 'href="/everything"']) {
      expect(html, shown).toContain(shown)
    }
    // Newest first in the events log.
    expect(html.indexOf('We grew')).toBeLessThan(html.indexOf('We opened'))
    expect(html).toContain('alt="Beside the text"')
    expect(html).toContain('href="mailto:hello@example.com"')
    expect(html).not.toContain(hostile)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toMatch(/<title>Everything &lt;script&gt;alert\(1\)&lt;\/script&gt; · [^<]+<\/title>/)
    expect(html).toContain('<meta property="og:title" content="Everything &lt;script&gt;')
    expect(html).toContain('<link rel="canonical" href="http://localhost/everything" />')
    expect(html).toMatch(/<meta name="description" content="Every kind of block"\s*\/?>/)

    // The other demo site has no such page: its app says so.
    const elsewhere = await kit.request({ method: 'GET', url: '/everything', host: hostB })
    expect(elsewhere.body).not.toContain('Rich words')
    expect((await kit.request({ method: 'GET', url: '/api/pages/everything', host: hostB })).statusCode).toBe(404)
    const asData = await kit.request({ method: 'GET', url: '/api/pages/everything', host: hostA })
    expect(asData.json<{ html: string }>().html).toContain('Listed Person')
  })

  it("lists exactly the site's published pages and cards in its sitemap, and names the sitemap in robots.txt", async () => {
    const editor = await editorOn(hostA)
    const published = (await editor.call('POST', editor.pagesUrl, { url: 'in-the-map', title: 'Shown' })).json<{ id: string }>()
    await editor.call('POST', `${editor.pagesUrl}/${published.id}/publish`)
    await editor.call('POST', editor.pagesUrl, { url: 'still-a-draft', title: 'Draft' })
    const otherEditor = await editorOn(hostB)
    const other = (await otherEditor.call('POST', otherEditor.pagesUrl, { url: 'other-site-page', title: 'Elsewhere' })).json<{ id: string }>()
    await otherEditor.call('POST', `${otherEditor.pagesUrl}/${other.id}/publish`)

    const sitemap = await kit.request({ method: 'GET', url: '/sitemap.xml', host: hostA })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toContain('application/xml')
    // Read back by fast-xml-parser: well-formed, in the sitemaps.org namespace, each entry an
    // absolute address with a W3C date where it has one.
    expect(XMLValidator.validate(sitemap.body)).toBe(true)
    const read = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(sitemap.body) as { urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] } }
    expect(read.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    for (const entry of read.urlset.url) if (entry.lastmod !== undefined) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const locations = read.urlset.url.map((entry) => entry.loc)
    const [cards] = [await t.query<{ key: string }>("select c.key from cards c join sites s on s.brand_id = c.brand_id join site_hosts h on h.site_id = s.id where h.hostname = 'localhost' and c.published order by c.key")]
    expect(locations.sort()).toEqual(['http://localhost/', 'http://localhost/in-the-map', ...cards.map((card) => `http://localhost/vcard/${card.key}`)].sort())

    const robots = await kit.request({ method: 'GET', url: '/robots.txt', host: hostA })
    expect(robots.body).toContain('Sitemap: http://localhost/sitemap.xml')
    expect(robots.body).toContain('Disallow: /api/')
  })

  it('offers a page image at smaller widths in its srcset, each made from the upload and never wider than it', async () => {
    const editor = await editorOn(hostA)
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2255aa' } }).jpeg().toBuffer()
    const uploaded = await kit.request({ method: 'POST', url: `/api/brands/${editor.site.brand_id}/sites/${editor.site.id}/images`, host: hostA, token: editor.token, headers: { 'content-type': 'image/jpeg' }, payload: wide })
    expect(uploaded.json()).toMatchObject({ width: 2000, height: 1000 })
    const { id, url } = uploaded.json<{ id: string; url: string }>()
    const page = (await editor.call('POST', editor.pagesUrl, { url: 'wide-image', title: 'Wide', blocks: [{ type: 'image', id: 'a', upload_id: id, width: 2000, height: 1000, alt: 'A wide picture' }] })).json<{ id: string }>()
    await editor.call('POST', `${editor.pagesUrl}/${page.id}/publish`)

    const html = (await kit.request({ method: 'GET', url: '/wide-image', host: hostA })).body
    expect(html).toContain(`srcset="${url}?w=480 480w, ${url}?w=960 960w, ${url}?w=1600 1600w, ${url} 2000w"`)
    expect(html).toContain('width="2000" height="1000"')

    for (const width of [480, 960, 1600]) {
      const copy = await kit.request({ method: 'GET', url: `${url}?w=${width}`, host: hostA })
      expect(copy.statusCode).toBe(200)
      expect(copy.headers['content-type']).toBe('image/jpeg')
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(width)
    }
    const odd = await kit.request({ method: 'GET', url: `${url}?w=500`, host: hostA })
    expect(odd.statusCode).toBe(400)
    expect(odd.json<{ message: string }>().message, odd.body).toContain('w: must be one of the offered widths: 480, 960, 1600')
    // Through the other demo site, no width of it exists either.
    expect((await kit.request({ method: 'GET', url: `${url}?w=480`, host: hostB })).statusCode).toBe(404)
  })
})
