import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { openDrawnPages } from '../../../server/modules/pages/drawn-pages'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

// Card pages are drawn ahead into the store on disk (server/modules/pages/drawn-pages.ts) once a
// visit finds a site's pages not drawn. Each test changes a card by SQL by hand, around Marque,
// which raises no number and tells no cache: a page that still shows the card as it was is the
// page drawn ahead, not one drawn from the database for the visit.
describe.each(backends)('card pages drawn ahead (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const brotliPage = async (key: string, host = hostA) => {
    const response = await kit.request({ method: 'GET', url: `/vcard/${key}`, host, headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    return zlib.brotliDecompressSync(response.rawPayload).toString('utf8')
  }
  const byHand = (key: string, givenName: string) => t.query('update cards set given_name = $1 where key = $2', [givenName, key])
  const nameIn = (page: string) => /<h1 class="mqc-name"[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]

  it('draws every published card of a site once one is visited, and answers each from its drawn page', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    for (const key of ['drawn-b', 'drawn-c']) await kit.createCard(hostA, token, { key, given_name: key, published: true })
    await kit.createCard(hostA, token, { key: 'drawn-d', given_name: 'drawn-d', published: false })

    expect(nameIn(await brotliPage('drawn-b'))).toBe('drawn-b')
    await t.app.cardPagesDrawn()
    await byHand('drawn-c', 'changed by hand')
    await byHand('drawn-d', 'changed by hand')

    // Never visited, yet answered as drawn before the change by hand.
    expect(nameIn(await brotliPage('drawn-c'))).toBe('drawn-c')
    // A card not published has no page drawn: the app says it is not there.
    const unpublished = await kit.request({ method: 'GET', url: '/vcard/drawn-d', host: hostA, headers: { 'accept-encoding': 'br' } })
    expect(zlib.brotliDecompressSync(unpublished.rawPayload).toString('utf8')).not.toContain('mqc-name')
    // A browser that takes no brotli is answered a page drawn for it, from the database.
    const plain = await kit.request({ method: 'GET', url: '/vcard/drawn-c', host: hostA, headers: { 'accept-encoding': 'identity' } })
    expect(nameIn(plain.body)).toBe('changed by hand')
  })

  it('never answers a page drawn before a change made through Marque: to the card, its brand or its site', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const card = await kit.createCard(hostA, token, { key: 'drawn-e', given_name: 'drawn-e', published: true })
    const site = await kit.siteOf(hostA)
    await brotliPage('drawn-e')
    await t.app.cardPagesDrawn()

    const edited = await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/vcards/${card.id}`, host: hostA, token, payload: { given_name: 'Edited' } })
    expect(edited.statusCode).toBe(200)
    expect(nameIn(await brotliPage('drawn-e'))).toBe('Edited')
    // Drawn again with the change: what is answered now is the page drawn after it.
    await t.app.cardPagesDrawn()
    await byHand('drawn-e', 'changed by hand')
    expect(nameIn(await brotliPage('drawn-e'))).toBe('Edited')

    const renamed = await kit.request({ method: 'PATCH', url: `/api/brands/${site.brand_id}/sites/${site.id}`, host: hostA, token, payload: { name: 'Northwind Renamed' } })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await brotliPage('drawn-e')).toContain('Northwind Renamed')
  })

  it('draws a site ahead on its host names, and on four origins with a port at most, whatever ports a stranger names in the Host header', async () => {
    const site = await kit.siteOf(hostA)
    for (const host of [1, 2, 3, 4, 5, 6].map((port) => `${hostA}:${port}`).concat(hostA)) {
      await brotliPage('demo', host)
      await t.app.cardPagesDrawn()
    }
    // What is on disk: the site's pages, by origin. Its own host name is drawn whatever came before.
    const store = await openDrawnPages(path.join(t.dataDir, 'drawn-pages'))
    const origins = new Set([...store.keysUnder(`${site.id} `)].map((key) => key.split(' ')[1]))
    expect([...origins].sort()).toEqual([`http://${hostA}`, ...[1, 2, 3, 4].map((port) => `http://${hostA}:${port}`)])
  })
})

describe.each(backends)('with DRAWN_PAGES_DIR=off (%s)', (backend) => {
  const { t, kit } = useTestApp(backend, { env: { DRAWN_PAGES_DIR: 'off' } })

  it('draws no card page ahead: each is drawn from the database when it is asked for', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    for (const key of ['off-b', 'off-c']) await kit.createCard(hostA, token, { key, given_name: key, published: true })
    const visit = (key: string) => kit.request({ method: 'GET', url: `/vcard/${key}`, host: hostA, headers: { 'accept-encoding': 'br' } })
    expect((await visit('off-b')).statusCode).toBe(200)
    await t.app.cardPagesDrawn()
    await t.query('update cards set given_name = $1 where key = $2', ['changed by hand', 'off-c'])
    const page = zlib.brotliDecompressSync((await visit('off-c')).rawPayload).toString('utf8')
    expect(page).toMatch(/<h1 class="mqc-name"[^>]*>changed by hand<\/h1>/)
  })
})
