import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../../helpers/axe'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

describe("a card's figures: a chart, the same numbers in a table, sources and links", () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'])('counts a QR visit and a link tap made in Chromium and shows them to the admin (%s)', async (host) => {
    const origin = site.origin(host)
    const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
    const key = `figures-${randomBytes(3).toString('hex')}`
    const created = await fetch(`${origin}/api/brands/${admin.brandId}/vcards`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ key, given_name: 'Figured', family_name: 'Out', published: true, websites: [{ url: 'https://example.org/portfolio', label: 'Portfolio' }] }),
    })
    expect(created.status).toBe(201)
    const card = (await created.json()) as { id: string }

    // A visitor scans the QR code (its address carries ?src=qr) and taps the card's website.
    const visitor = await site.browser.newContext({ viewport: viewports.phone })
    await visitor.route('https://example.org/**', (route) => route.fulfill({ status: 200, body: 'Portfolio' }))
    const visit = await visitor.newPage()
    const tapped = visit.waitForRequest((request) => request.url().endsWith(`/api/vcards/${key}/taps`))
    await visit.goto(`${origin}/vcard/${key}?src=qr`)
    await visit.waitForResponse((response) => response.url().includes(`/api/vcards/${key}?src=qr`))
    await visit.getByRole('list', { name: 'Contact details' }).getByRole('link', { name: 'Portfolio' }).click()
    expect(JSON.parse((await tapped).postData()!)).toEqual({ target: 'https://example.org/portfolio' })
    // And someone opens it from an NFC tag.
    expect((await fetch(`${origin}/api/vcards/${key}?src=nfc`)).status).toBe(200)

    const analytics = `${origin}/api/brands/${admin.brandId}/vcards/${card.id}/analytics?days=7`
    await expect
      .poll(async () => ((await (await fetch(analytics, { headers: admin.headers })).json()) as { totals: object }).totals, { timeout: 10_000 })
      .toEqual({ views: 2, contact_saves: 0, qr_scans: 1, link_taps: 1, leads: 0 })
    // Closed only now: closing the page's browser at once could cut off the tap's beacon on its way.
    await visitor.close()

    const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport: viewports.desktop })
    await page.goto(`${origin}/brands/${admin.brandId}/vcards/${card.id}`)
    const figures = page.getByRole('region', { name: 'Figures' })
    await figures.getByRole('img', { name: /^Chart of the last 30 days: 2 views, 0 contact saves, 1 QR scans, 1 link taps, 0 leads\./ }).waitFor()
    expect(await figures.locator('svg.recharts-surface').count()).toBeGreaterThan(0)
    const total = (label: string) => figures.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').innerText()
    expect(await total('Views')).toBe('2')
    expect(await total('Link taps')).toBe('1')

    await figures.getByRole('button', { name: '7 days' }).click()
    await figures.getByRole('img', { name: /^Chart of the last 7 days/ }).waitFor()
    expect(await figures.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
    const perDay = figures.getByRole('region', { name: 'Figures per day' }).getByRole('row')
    expect(await perDay.count()).toBe(8)
    const today = await perDay.nth(1).getByRole('cell').allInnerTexts()
    expect(today).toEqual(['2', '0', '1', '1', '0'])
    const sources = figures.getByRole('table', { name: 'Where views came from' })
    expect(await sources.getByRole('row', { name: /QR code/ }).getByRole('cell').innerText()).toBe('1')
    expect(await sources.getByRole('row', { name: /NFC tag/ }).getByRole('cell').innerText()).toBe('1')
    expect(await figures.getByRole('table', { name: 'Links tapped most' }).getByRole('row', { name: /example\.org\/portfolio/ }).getByRole('cell').innerText()).toBe('1')

    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport)
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      expect(await seriousAccessibilityProblems(page), `${viewport.width}×${viewport.height}`).toEqual([])
      // Every date under the chart is drawn whole, the last one too: each stands clear of the chart's edges.
      const clipped = await figures.locator('.recharts-wrapper > svg').evaluate((chart: SVGSVGElement) => {
        const edge = chart.getBoundingClientRect()
        const labels = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')]
        return { count: labels.length, outside: labels.map((label) => label.getBoundingClientRect()).filter((box) => box.left < edge.left + 2 || box.right > edge.right - 2).length }
      })
      expect(clipped.count, `date labels at ${viewport.width}×${viewport.height}`).toBeGreaterThan(1)
      expect(clipped.outside, `dates cut off at ${viewport.width}×${viewport.height}`).toBe(0)
    }
    await context.close()
  })
})
