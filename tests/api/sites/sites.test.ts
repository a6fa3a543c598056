import zlib from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteResponseSchema } from '../../../src/domain/site'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('sites, manifests and the built app (%s)', (backend) => {
  // One app for the block: these tests only read.
  const { t } = useTestApp(backend, { per: 'block' })

  const get = (url: string, hostname = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host: `${hostname}:3000` } })

  it('answers each demo host with its own brand: name, logo, all eight colours, nav and landing', async () => {
    const a = siteResponseSchema.parse((await get('/api/sites/localhost')).json())
    const b = siteResponseSchema.parse((await get('/api/sites/127.0.0.1')).json())
    expect(a.site.meta.name).toBe('Northwind Studio')
    expect(b.site.meta.name).toBe('Ember & Oak')
    expect(a.site.id).not.toBe(b.site.id)
    expect(a.site.brand_id).not.toBe(b.site.brand_id)
    expect(a.site.meta.colors.primary).not.toBe(b.site.meta.colors.primary)
    for (const site of [a, b]) {
      expect(Object.keys(site.site.meta.colors).sort()).toEqual(
        ['bg', 'body_bg', 'body_color', 'body_link_color', 'color', 'link_color', 'on_primary', 'primary'],
      )
      expect(site.site.meta.nav.length).toBeGreaterThan(0)
      for (const block of ['content_1', 'content_2', 'pricing'] as const) {
        const ops = site.site.meta.landing[block].ops ?? []
        expect(ops.length).toBeGreaterThan(0)
        expect(ops.at(-1)?.insert).toMatch(/\n$/)
      }
      const attributes = Object.values(site.site.meta.landing).flatMap((doc) => (doc.ops ?? []).map((op) => op.attributes ?? {}))
      expect(attributes.some((attrs) => 'header' in attrs)).toBe(true)
      expect(attributes.some((attrs) => 'list' in attrs)).toBe(true)
      expect(attributes.some((attrs) => 'link' in attrs)).toBe(true)
    }
    const logoA = await get(a.logo!)
    const logoB = await get(b.logo!)
    expect(logoA.headers['content-type']).toBe('image/png')
    expect((await sharp(logoA.rawPayload).metadata()).format).toBe('png')
    expect(logoA.rawPayload.equals(logoB.rawPayload)).toBe(false)
  })

  it('finds a site by host name regardless of case, port or trailing dot', async () => {
    const response = await get('/api/sites/LOCALHOST.')
    expect(response.statusCode).toBe(200)
    expect(response.json().site.meta.name).toBe('Northwind Studio')
  })

  it('answers an unknown host with a 404 JSON error', async () => {
    const response = await get('/api/sites/unknown.example')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: 'No site is configured for the host name "unknown.example"' })
  })

  it('serves a web manifest per host, with icons made from the brand logo', async () => {
    const manifests = []
    for (const hostname of ['localhost', '127.0.0.1']) {
      const response = await get('/manifest.webmanifest', hostname)
      expect(response.headers['content-type']).toContain('application/manifest+json')
      const manifest = response.json()
      const site = (await get(`/api/sites/${hostname}`)).json()
      expect(manifest).toMatchObject({
        name: site.site.meta.name,
        theme_color: site.site.meta.colors.primary,
        background_color: site.site.meta.colors.body_bg,
        scope: '/',
        start_url: '/',
        display: 'standalone',
      })
      expect(manifest.id).toContain(site.site.id)
      expect(manifest.short_name.length).toBeLessThanOrEqual(12)
      const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose)
      expect(purposes).toContain('maskable')
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const png = await get(icon.src, hostname)
        expect(png.statusCode).toBe(200)
        const meta = await sharp(png.rawPayload).metadata()
        expect(meta.format).toBe('png')
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
      }
      manifests.push(manifest)
    }
    expect(manifests[0].name).not.toBe(manifests[1].name)
    expect(manifests[0].id).not.toBe(manifests[1].id)
    const iconA = await get('/icons/192.png', 'localhost')
    const iconB = await get('/icons/192.png', '127.0.0.1')
    expect(iconA.rawPayload.equals(iconB.rawPayload)).toBe(false)
  })

  it('names each manifest by an ETag and answers 304 when the browser has that one', async () => {
    const a = await get('/manifest.webmanifest', 'localhost')
    const b = await get('/manifest.webmanifest', '127.0.0.1')
    const none = await get('/manifest.webmanifest', 'nosite.example')
    const tags = [a, b, none].map((response) => response.headers.etag)
    expect(new Set(tags).size).toBe(3)
    for (const [response, hostname] of [
      [a, 'localhost'],
      [b, '127.0.0.1'],
      [none, 'nosite.example'],
    ] as const) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: hostname, 'if-none-match': String(response.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    }
    // Another brand's version is not this one.
    const other = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'localhost', 'if-none-match': String(b.headers.etag) } })
    expect(other.statusCode).toBe(200)
    expect(other.json().name).toBe('Northwind Studio')
  })

  it('serves the default manifest to a host with no site', async () => {
    const response = await get('/manifest.webmanifest', 'nosite.example')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ name: 'Marque', start_url: '/' })
  })

  it('answers unknown API paths with a 404 JSON error, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing', headers: { host: 'localhost' } })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: `No API route ${method} /api/no/such/thing` })
    }
  })

  it('sends the page and the app code compressed to browsers that accept it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/profile', headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' } })
    expect(page.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Northwind Studio</title>')
    const gzipped = await t.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1', 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<title>Ember &amp; Oak</title>')

    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(zlib.gunzipSync(gzipped.rawPayload).toString())![1]!
    const plain = await t.app.inject({ method: 'GET', url: entry, headers: { host: 'localhost' } })
    const script = await t.app.inject({ method: 'GET', url: entry, headers: { host: 'localhost', 'accept-encoding': 'br' } })
    expect(script.headers['content-encoding']).toBe('br')
    expect(script.headers['content-type']).toContain('javascript')
    expect(script.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(zlib.brotliDecompressSync(script.rawPayload).equals(plain.rawPayload)).toBe(true)
  })

  it('serves index.html for app routes, branded for the host, but not for missing files', async () => {
    const route = await get('/brands/123/vcards', '127.0.0.1')
    expect(route.statusCode).toBe(200)
    expect(route.headers['content-type']).toContain('text/html')
    expect(route.body).toContain('<title>Ember &amp; Oak</title>')
    expect(route.body).toContain('<meta name="theme-color" content="#9a3412"')
    expect((await get('/', 'localhost')).body).toContain('<title>Northwind Studio</title>')
    const missing = await get('/assets/missing-file.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toContain('application/json')
  })
})
