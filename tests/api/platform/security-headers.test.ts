import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { siteResponseSchema } from '../../../src/domain/site'
import { hostA } from '../../support/api-client'
import { backends, type TestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** A Content-Security-Policy header as directive → its sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

const nonceIn = (sources: string[] | undefined) => sources?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)

describe.each(backends)('security headers (%s)', (backend) => {
  // One app for the block: these tests only read.
  const { t, kit } = useTestApp(backend, { per: 'block' })
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: hostA } })

  /** What every page's policy holds, with a nonce or without. */
  function expectStrictPolicy(policy: Map<string, string[]>) {
    const scriptSrc = policy.get('script-src')!
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('manifest-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(policy.get('frame-src')).toEqual(['https://www.youtube.com', 'https://player.vimeo.com'])
  }

  // "/" is a page the same for every visitor, under a policy without nonce: tests/api/pages/landing-page.test.ts.
  it.each([
    ['/index.html', 200],
    ['/login', 200],
    ['/vcard/no-such-card', 404],
  ])('gives the page %s a strict policy, with a nonce of its own that its tags carry', async (path, status) => {
    const page = await get(path)
    expect(page.statusCode).toBe(status)
    expect(page.headers['content-type']).toContain('text/html')
    const policy = policyOf(page.headers['content-security-policy'])
    expectStrictPolicy(policy)

    const scriptSrc = policy.get('script-src')!

    // The nonce of scripts and styles is one, and every tag the build marked carries it.
    const nonce = nonceIn(scriptSrc)!
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonceIn(policy.get('style-src'))).toBe(nonce)
    expect(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js" nonce="([^"]+)">/.exec(page.body)?.[1]).toBe(nonce)
    expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
    const nonces = [...page.body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1])
    expect(nonces.length).toBeGreaterThan(2)
    expect(new Set(nonces)).toEqual(new Set([nonce]))

    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['x-frame-options']).toBe('DENY')
    const permissions = String(page.headers['permissions-policy'])
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(denied)
    expect(permissions).toContain('clipboard-write=(self)')
    expect(permissions).toContain('fullscreen=(self "https://www.youtube.com" "https://player.vimeo.com")')
  })

  it('gives the card page the same strict policy with no nonce: its one style element and its one inline script named by hash, its code a file of ours', async () => {
    const page = await get('/vcard/demo')
    expect(page.statusCode).toBe(200)
    const policy = policyOf(page.headers['content-security-policy'])
    expectStrictPolicy(policy)
    // The one inline script is the one that starts the card page's code, a file of ours, once the page has been painted.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !match[1]!.includes('application/json'))
    expect(scripts.map((match) => match[1])).toEqual([' id="card-page-start"'])
    expect(scripts[0]![2]).toMatch(/s\.src="\/assets\/card-[\w-]+\.js"/)
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(scripts[0]![2]!, 'utf8').digest('base64')}'`])
    expect(page.body).not.toContain('nonce')
    expect(page.body).not.toContain('csp-nonce')
    const styles = [...page.body.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    expect(styles.map((match) => match[1])).toEqual([' id="card-page-css"'])
    const hash = `'sha256-${createHash('sha256').update(styles[0]![2]!, 'utf8').digest('base64')}'`
    expect(policy.get('style-src')).toEqual(["'self'", hash])
    expect(page.headers['permissions-policy']).toContain('clipboard-write=(self)')
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // A public page opens in the browsing context it was reached from (no new renderer): docs/decisions.md.
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined()
  })

  it("keeps other sites' windows away from the app's pages and from a page drawn for who asked, not from the public pages", async () => {
    for (const path of ['/login', '/index.html']) expect((await get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin')
    // A video's page is drawn for who asked until the video is known to be public: here, one that is not there.
    const missingVideo = await get(`/video/${crypto.randomUUID()}`)
    expect(missingVideo.statusCode).toBe(404)
    expect(missingVideo.body).toContain('Video not found')
    expect(missingVideo.headers['cache-control']).toBe('private, no-cache')
    expect(missingVideo.headers['cross-origin-opener-policy']).toBe('same-origin')
    for (const path of ['/', '/vcard/demo']) {
      const page = await get(path)
      expect(page.headers['content-type'], path).toContain('text/html')
      expect(page.headers['cache-control'], path).toBe('no-cache')
      expect(page.headers['cross-origin-opener-policy'], path).toBeUndefined()
      expect(page.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('gives every app page answer a new nonce', async () => {
    const nonces = new Set<string | undefined>()
    for (const path of ['/index.html', '/index.html', '/login', '/login']) {
      nonces.add(nonceIn(policyOf((await get(path)).headers['content-security-policy']).get('script-src')))
    }
    expect(nonces.size).toBe(4)
  })

  it('keeps the API answering as before, under a policy that lets nothing load from or frame an answer', async () => {
    const answer = await get('/api/sites/localhost')
    expect(answer.statusCode).toBe(200)
    expect(siteResponseSchema.parse(answer.json()).site.meta.name).toBe('Northwind Studio')
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
    // What only a page acts on is not sent with JSON: the OWASP set for a REST answer, no more.
    for (const pageOnly of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) {
      expect(answer.headers[pageOnly], pageOnly).toBeUndefined()
    }

    const missing = await get('/api/no-such-route')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'error', code: expect.any(String), message: 'No API route GET /api/no-such-route' })
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
  })

  it('lets the service worker fetch images from any https host, as the pages it serves show them', async () => {
    const worker = await get('/sw.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toContain('javascript')
    const policy = policyOf(worker.headers['content-security-policy'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:'])
    expect(policy.get('script-src')).toEqual(["'self'"])
  })

  it('gives the answers tus writes itself (video uploads) the headers of every answer', async () => {
    const email = `tus-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'editor'])
    const metadata = Object.entries({ title: 'Headers', site_id: site.id, brand_id: site.brand_id, filename: 'headers.mp4' })
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',')
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/brands/${site.brand_id}/videos/uploads`,
      headers: { host: hostA, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': '4', 'upload-metadata': metadata },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.headers.location).toContain('/videos/uploads/')
    expect(created.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(created.headers['x-content-type-options']).toBe('nosniff')
    expect(created.headers['x-frame-options']).toBe('DENY')
  })

  it('lets other sites show an uploaded image, and nothing else of ours', async () => {
    const site = siteResponseSchema.parse((await get('/api/sites/localhost')).json())
    const logo = await get(site.logo!)
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(logo.headers['x-content-type-options']).toBe('nosniff')
    expect((await get('/icons/192.png')).headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe.each(backends)('Strict-Transport-Security (%s)', (backend) => {
  const ask = (t: TestApp, url: string, proto?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: hostA, ...(proto ? { 'x-forwarded-proto': proto } : {}) } })

  describe('behind a proxy trusted to say how the browser came (TRUST_PROXY=true)', () => {
    const { t } = useTestApp(backend, { per: 'block', env: { TRUST_PROXY: 'true' } })

    it('is sent, a year long and without includeSubDomains, on every answer that came over HTTPS, and never over plain HTTP', async () => {
      for (const url of ['/api/sites/localhost', '/login', '/vcard/demo', '/manifest.webmanifest', '/api/no-such-route']) {
        const secure = await ask(t, url, 'https')
        expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000')
        const plain = await ask(t, url, 'http')
        expect(plain.statusCode, url).toBe(secure.statusCode)
        expect(plain.headers['strict-transport-security'], url).toBeUndefined()
        expect((await ask(t, url)).headers['strict-transport-security'], url).toBeUndefined()
      }
    })
  })

  describe('with no proxy trusted (the default)', () => {
    const { t } = useTestApp(backend, { per: 'block' })

    it('is not sent over plain HTTP, even when the request claims HTTPS in X-Forwarded-Proto', async () => {
      for (const url of ['/api/sites/localhost', '/login']) {
        const claimed = await ask(t, url, 'https')
        expect(claimed.statusCode, url).toBe(200)
        expect(claimed.headers['strict-transport-security'], url).toBeUndefined()
        // The rest of every answer's set is there all the same.
        expect(claimed.headers['x-content-type-options'], url).toBe('nosniff')
      }
    })
  })
})
