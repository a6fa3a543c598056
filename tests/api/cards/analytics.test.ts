import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { utcDay } from '../../support/card-figures'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Analytics = {
  days: number
  totals: Record<string, number>
  series: { day: string; views: number; contact_saves: number; qr_scans: number; link_taps: number; leads: number }[]
  sources: { source: string; views: number }[]
  links: { target: string; taps: number }[]
}

describe.each(backends)("a card's analytics (%s)", (backend) => {
  const { kit } = useTestApp(backend)

  it('counts views by source, QR scans, saves, link taps and leads per day, leaves crawlers out, and lists the links most tapped', async () => {
    const token = await kit.openSession('admin@example.com', hostA, 'admin')
    const key = `counted-${randomBytes(3).toString('hex')}`
    const card = await kit.createCard(hostA, token, {
      key,
      given_name: 'Counted',
      family_name: 'Person',
      published: true,
      websites: [{ url: 'https://example.org/portfolio', label: 'Portfolio' }],
      phones: [{ type: 'work', number: '+44 20 7946 0111' }],
    })
    const { brand_id } = await kit.siteOf(hostA)
    const first = utcDay()
    const visit = (query: string, agent = browser) => kit.request({ method: 'GET', url: `/api/vcards/${key}${query}`, host: hostA, headers: { 'user-agent': agent } })
    for (const query of ['?src=qr', '?src=qr', '?src=nfc', '?src=signature', '', '?src=made-up']) expect((await visit(query)).statusCode).toBe(200)
    expect((await visit('', crawler)).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `/api/vcards/${key}/vcard.vcf`, host: hostA, headers: { 'user-agent': browser } })).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `/api/vcards/${key}/vcard.vcf`, host: hostA, headers: { 'user-agent': crawler } })).statusCode).toBe(200)
    const tap = (target: string, agent = browser) => kit.request({ method: 'POST', url: `/api/vcards/${key}/taps`, host: hostA, headers: { 'user-agent': agent }, payload: { target } })
    for (const target of ['https://example.org/portfolio', 'https://example.org/portfolio', 'tel:+442079460111']) expect((await tap(target)).statusCode).toBe(204)
    expect((await tap('https://example.org/portfolio', crawler)).statusCode).toBe(204)
    const foreign = await tap('https://elsewhere.example/spam')
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({ field: 'target', message: 'target: must be one of the links of this card' })
    const lead = await kit.request({ method: 'POST', url: `/api/vcards/${key}/leads`, host: hostA, payload: { name: 'Lead Person', email: 'lead@example.org' }, remoteAddress: '198.51.100.77' })
    expect(lead.statusCode).toBe(201)

    const read = async (days: number) => {
      const answer = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/vcards/${card.id}/analytics?days=${days}`, host: hostA, token })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<Analytics>()
    }
    // Counts are written within about a second (docs/server.md).
    await expect.poll(async () => (await read(7)).totals, { timeout: 10_000 }).toEqual({ views: 6, contact_saves: 1, qr_scans: 2, link_taps: 3, leads: 1 })
    const week = await read(7)
    const last = utcDay()
    expect(week.days).toBe(7)
    expect(week.series).toHaveLength(7)
    expect([first, last]).toContain(week.series.at(-1)!.day)
    const counted = week.series.filter((entry) => entry.day >= first && entry.day <= last)
    expect(counted.reduce((sum, entry) => sum + entry.views, 0)).toBe(6)
    expect(week.series.filter((entry) => entry.day < first).every((entry) => entry.views + entry.leads + entry.link_taps === 0)).toBe(true)
    expect(week.sources).toEqual([
      { source: '', views: 2 },
      { source: 'qr', views: 2 },
      { source: 'nfc', views: 1 },
      { source: 'signature', views: 1 },
    ])
    expect(week.links).toEqual([
      { target: 'https://example.org/portfolio', taps: 2 },
      { target: 'tel:+442079460111', taps: 1 },
    ])
    expect((await read(90)).series).toHaveLength(90)

    for (const days of ['31', 'all', '-7']) {
      const refused = await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/vcards/${card.id}/analytics?days=${days}`, host: hostA, token })
      expect(refused.statusCode).toBe(400)
      expect(refused.json(), days).toMatchObject({ message: 'days: must be one of: 7, 30, 90' })
    }
    const member = await kit.openSession(`member-${randomBytes(3).toString('hex')}@example.org`, hostA)
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brand_id}/vcards/${card.id}/analytics`, host: hostA, token: member })).statusCode).toBe(403)
  })
})
