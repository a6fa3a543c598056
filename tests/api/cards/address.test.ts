import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)("a card's address (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it('sends an address with a slash after the key to the card itself, keeping the source marker', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    await kit.createCard(hostA, token, { key: 'slash-after', given_name: 'Ada', published: true })

    const answer = await kit.request({ method: 'GET', url: '/vcard/slash-after/?src=qr', host: hostA })
    expect(answer.statusCode).toBe(301)
    expect(answer.headers.location).toBe('/vcard/slash-after?src=qr')

    const card = await kit.request({ method: 'GET', url: '/vcard/slash-after', host: hostA })
    expect(card.statusCode).toBe(200)
    expect(card.body).toContain('>Ada</h1>')
  })
})

describe.each(backends)('card keys and brand slugs share /vcard/{name} (%s)', (backend) => {
  const { kit } = useTestApp(backend)

  it("refuses a card key that is the brand's slug or a reserved word, and a brand slug that one of its cards uses, naming the field and changing nothing", async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const { brand_id } = await kit.siteOf(hostA)
    const cards = `/api/brands/${brand_id}/vcards`

    const asSlug = await kit.request({ method: 'POST', url: cards, host: hostA, token, payload: { key: 'northwind', given_name: 'Taker' } })
    expect(asSlug.statusCode).toBe(409)
    expect(asSlug.json()).toMatchObject({ field: 'key', message: "key: is the address of Northwind Studio's business page (/vcard/northwind); choose another" })
    for (const word of ['new', 'edit', 'admin']) {
      const reserved = await kit.request({ method: 'POST', url: cards, host: hostA, token, payload: { key: word, given_name: 'Taker' } })
      expect(reserved.statusCode, word).toBe(400)
      expect(reserved.json()).toMatchObject({ field: 'key', message: 'key: is a word the site keeps for itself; choose another' })
    }
    const card = await kit.createCard(hostA, token, { key: 'studio-desk', given_name: 'Desk' })
    const renamed = await kit.request({ method: 'PATCH', url: `${cards}/${card.id}`, host: hostA, token, payload: { key: 'northwind' } })
    expect(renamed.statusCode).toBe(409)

    const slug = await kit.request({ method: 'PATCH', url: `/api/brands/${brand_id}`, host: hostA, token, payload: { slug: 'studio-desk' } })
    expect(slug.statusCode).toBe(409)
    expect(slug.json()).toMatchObject({ field: 'slug', message: `slug: "studio-desk" is the key of one of this brand's cards (/vcard/studio-desk); choose another` })
    const reservedSlug = await kit.request({ method: 'PATCH', url: `/api/brands/${brand_id}`, host: hostA, token, payload: { slug: 'admin' } })
    expect(reservedSlug.statusCode).toBe(400)

    // Nothing changed: the business page and the card keep their addresses.
    expect((await kit.request({ method: 'GET', url: '/api/brands/by-slug/northwind', host: hostA })).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `${cards}/${card.id}`, host: hostA, token })).json()).toMatchObject({ key: 'studio-desk' })
  })
})
