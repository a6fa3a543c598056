import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'
import { videoPaths } from '../../../src/domain/video'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const appShell = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"/

/**
 * What a browser or a search engine learns from the status of an address: 200 where a screen or a
 * page is, 404 where nothing is (with the app's own "not found" screen as the body), and never the
 * app where a file, an upload or the API was asked for.
 */
describe.each(backends)('addresses that open nothing (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host: hostA } })

  it('answers 404 with the app’s not-found screen where no screen and no page is, and 200 where one is', async () => {
    for (const url of ['/no-such-page', '/brands/b1/nothing', '/brands/b1/vcards/c1/more', '/login/again', '/a/b/c', '/vcard/nobody-has-this-card']) {
      const answer = await get(url)
      expect(answer.statusCode, url.slice(0, 60)).toBe(404)
      expect(answer.headers["content-type"], url.slice(0, 60)).toBe('text/html; charset=utf-8')
      expect(answer.body, url.slice(0, 60)).toMatch(appShell)
      expect((await get(url, 'HEAD')).statusCode, `HEAD ${url}`).toBe(404)
    }
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const site = await kit.siteOf(hostA)
    for (const url of ['/login', '/contact', '/profile', `/brands/${site.brand_id}/vcards/`, `/brands/${site.brand_id}/appointments`, '/users/u1/edit', '/appointments/a1']) {
      const answer = await get(url)
      expect(answer.statusCode, url.slice(0, 60)).toBe(200)
      expect(answer.body, url.slice(0, 60)).toMatch(appShell)
    }

    // A page of the site is there once published, and gone again once it is not.
    const pages = `/api/brands/${site.brand_id}/sites/${site.id}/pages`
    const made = await kit.request({ method: 'POST', url: pages, host: hostA, token: admin, payload: { url: 'our-workshop', title: 'Our workshop' } })
    expect(made.statusCode, made.body).toBe(201)
    const pageId = made.json<{ id: string }>().id
    expect((await get('/our-workshop')).statusCode).toBe(404)
    expect((await kit.request({ method: 'POST', url: `${pages}/${pageId}/publish`, host: hostA, token: admin })).statusCode).toBe(200)
    const published = await get('/our-workshop')
    expect(published.statusCode).toBe(200)
    expect(published.body).toContain('<h1 class="mql-title">Our workshop</h1>')
    expect((await kit.request({ method: 'POST', url: `${pages}/${pageId}/unpublish`, host: hostA, token: admin })).statusCode).toBe(200)
    expect((await get('/our-workshop')).statusCode).toBe(404)

    // A published card is its page; the demo card is there.
    expect((await get('/vcard/demo')).statusCode).toBe(200)
  })

  it('never answers a file, an upload or the API with the app', async () => {
    for (const url of [`/uploads/${'a'.repeat(10_000)}`, '/uploads/not-an-upload', '/uploads/', '/api/nothing-here', '/no-such-file.xml', '/feeds/nothing.ics', '/card.vcf', '/assets/gone-1234.js', '/.well-known/nothing']) {
      const answer = await get(url)
      expect(answer.statusCode, url.slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode, url.slice(0, 60)).toBeLessThan(500)
      expect(answer.body, url.slice(0, 60)).not.toMatch(appShell)
      expect(answer.headers["content-type"], url.slice(0, 60)).not.toContain('text/html')
    }
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).toMatch(/^<\?xml[^>]*>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
    const robots = await get('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toMatch(/^User-agent: \*/m)
  })

  it('lets link previews fetch a video’s poster and preview, and keeps crawlers out of the rest of the API and the workspace', async () => {
    const robotsUrl = `http://${hostA}/robots.txt`
    const robots = robotsParser(robotsUrl, (await get('/robots.txt')).body)
    const videoId = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'
    for (const bot of ['Twitterbot', 'LinkedInBot', 'facebookexternalhit', 'Googlebot']) {
      for (const media of [videoPaths.poster(videoId), videoPaths.preview(videoId), '/uploads/0123456789abcdef0123456789abcdef', '/vcard/demo', '/'])
        expect(robots.isAllowed(`http://${hostA}${media}`, bot), `${bot} ${media}`).toBe(true)
      for (const kept of [videoPaths.playlist(videoId), `/api/videos/${videoId}`, '/api/brands/b1/vcards', '/brands/b1/vcards/', '/users/u1/edit'])
        expect(robots.isAllowed(`http://${hostA}${kept}`, bot), `${bot} ${kept}`).toBe(false)
    }
  })
})
