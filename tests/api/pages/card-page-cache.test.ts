import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createCardPageRenderer } from '../../../server/modules/pages/card-page'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// The card page's template as the build writes it, cut to what the renderer fills.
const template = '<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>x</title><meta name="description" content=""><meta name="theme-color" content="#000"></head><body><div id="root"></div></body></html>'

describe.each(backends)('the card page cache (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  it('keeps a card from its second visit, gives up the card asked for least lately when full, keeping the hot card, and draws a changed card anew', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const ids: Record<string, string> = {}
    for (const key of ['hot', 'cold-1', 'cold-2', 'cold-3']) ids[key] = (await kit.createCard(hostA, token, { key, given_name: key, published: true })).id
    const { repositories } = t.app.context
    // Each write above is heard once more through the database's NOTIFY, a moment later, and would
    // drop the pages kept below. A change of the other brand is announced last: the one connection
    // that listens hears changes in order, so once it is heard back, every write above has been.
    const otherBrand = (await kit.siteOf(hostB)).brand_id
    let heard = 0
    const stopHearing = repositories.cards.onChange((brandId) => void (brandId === otherBrand && heard++))
    await repositories.cards.notifyChanged(otherBrand)
    await expect.poll(() => heard).toBe(3)
    stopHearing()
    // Every read the cache could not answer reaches the card repository: count them by key.
    const reads: string[] = []
    const cards = Object.create(repositories.cards) as typeof repositories.cards
    cards.findPublished = async (brandId, key) => {
      reads.push(key)
      return repositories.cards.findPublished(brandId, key)
    }
    const { render } = createCardPageRenderer({ ...t.app.context, repositories: { ...repositories, cards } }, { maxEntries: 3 })
    const site = (await repositories.sites.findByHost(hostA))!
    const request = { protocol: 'http', host: hostA } as FastifyRequest
    const page = (key: string) => render(request, site, key, template)

    // A page is kept from its second visit on; three pages fit. The hot card is asked for between the cold ones.
    for (const key of ['hot', 'hot', 'cold-1', 'cold-1', 'hot', 'cold-2', 'cold-2', 'hot', 'cold-3', 'cold-3', 'hot', 'cold-1', 'hot']) {
      expect((await page(key))?.html).toContain(`>${key}</h1>`)
    }
    // Each card is read at its first two visits, never after while kept: cold-1 is read once more,
    // given up for cold-3 as the card asked for least lately, never the hot one.
    expect(reads).toEqual(['hot', 'hot', 'cold-1', 'cold-1', 'cold-2', 'cold-2', 'cold-3', 'cold-3', 'cold-1'])

    const renamed = await kit.request({ method: 'PATCH', url: `/api/brands/${site.brandId}/vcards/${ids.hot}`, host: hostA, token, payload: { given_name: 'Renamed' } })
    expect(renamed.statusCode).toBe(200)
    expect((await page('hot'))?.html).toContain('>Renamed</h1>')
  })
})
