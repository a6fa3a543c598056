import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { signInThroughApi } from '../../helpers/sign-in'

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const text = (words: string) => ({ ops: [{ insert: `${words}\n` }] })

/** What each of the nine block types shows a visitor on the page below. */
const shownTexts = ['Words in rich text', 'The caption under the photo', 'Text beside the image', 'First tile', 'A card of text', 'Our people', 'We opened', 'At a glance']

describe('a content page at /{url}', () => {
  const site = useRunningSite({ mail: true })

  /** Publishes a page with every block type on the demo site of `host`, as its admin through the API. */
  async function publishEveryBlock(host: string, url: string) {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const pages = `${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/pages`
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } }).png().toBuffer()
    const uploaded = await fetch(`${origin}/api/brands/${admin.brandId}/sites/${admin.siteId}/images`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      body: photo,
    })
    const image = (await uploaded.json()) as { id: string; width: number; height: number }
    const picture = { upload_id: image.id, width: image.width, height: image.height }
    const blocks = [
      { type: 'html', id: 'b1', content: text('Words in rich text') },
      { type: 'image', id: 'b2', ...picture, alt: 'The studio from the street', caption: 'The caption under the photo' },
      { type: 'image-html', id: 'b3', ...picture, alt: 'A desk by the window', image_side: 'right', content: text('Text beside the image') },
      { type: 'image-blocks', id: 'b4', items: [{ ...picture, alt: 'A first project', title: 'First tile', link: '/' }] },
      { type: 'blocks', id: 'b5', items: [{ icon: 'star', title: 'A card of text', text: 'What we do.' }] },
      { type: 'divider', id: 'b6', style: 'ornament' },
      { type: 'user-list', id: 'b7', title: 'Our people' },
      { type: 'events-log', id: 'b8', entries: [{ date: '2026-03-29', title: 'We opened', content: text('The doors opened') }] },
      { type: 'site-overview', id: 'b9', title: 'At a glance' },
    ]
    const created = await fetch(pages, { method: 'POST', headers: admin.headers, body: JSON.stringify({ url, title: 'Everything we do', description: 'Every kind of block', blocks }) })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const { 'content-type': _json, ...noBody } = admin.headers
    expect((await fetch(`${pages}/${id}/publish`, { method: 'POST', headers: noBody })).status).toBe(200)
  }

  it('shows every block with JavaScript off, has no serious accessibility problem on a phone and a desktop, and is no page of the other site', async () => {
    await publishEveryBlock('localhost', 'everything')
    const context = await site.browser.newContext({ viewport: phone, javaScriptEnabled: false })
    const page = await context.newPage()
    const answer = await page.goto(`${site.origin('localhost')}/everything`)
    expect(answer?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Everything we do' }).waitFor()
    for (const shown of shownTexts) expect(await page.getByText(shown, { exact: true }).first().isVisible(), shown).toBe(true)
    expect(await page.getByRole('img', { name: 'The studio from the street' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await context.close()

    for (const viewport of [phone, desktop]) {
      const { context: seen, page: tab } = await site.newPage('localhost', { viewport, bypassCSP: true, path: '/everything' })
      await tab.getByRole('heading', { level: 1, name: 'Everything we do' }).waitFor()
      expect(await seriousAccessibilityProblems(tab), `${viewport.width}×${viewport.height}`).toEqual([])
      await seen.close()
    }

    const { context: elsewhere, page: other } = await site.newPage('127.0.0.1', { viewport: phone, path: '/everything' })
    await other.getByText('Page Not Found').first().waitFor()
    expect(await other.getByText('Words in rich text').count()).toBe(0)
    await elsewhere.close()
  })

  it('opens with no network once it has been seen, drawn as the server drew it', async () => {
    await publishEveryBlock('127.0.0.1', 'seen-once')
    const { context, page } = await site.newPage('127.0.0.1', { viewport: phone, path: '/seen-once' })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    // The worker took the page after it arrived, and keeps it: the kept copy is there before going offline.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('marque-pages-')) && (await caches.match(location.href)) !== undefined), { timeout: 30_000 })
      .toBe(true)

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Everything we do' }).waitFor()
    for (const shown of shownTexts) expect(await page.getByText(shown, { exact: true }).first().isVisible(), shown).toBe(true)
    expect(await page.locator('#landing-page').count()).toBe(1)
    await context.close()
  })
})
