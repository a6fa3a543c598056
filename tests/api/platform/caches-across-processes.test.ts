import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../helpers/server'
import { signInThroughApi } from '../../helpers/sign-in'
import { startSmtp, type TestSmtp } from '../../helpers/smtp'
import { backends, emptyPostgresDatabase } from '../../support/test-app'

// Two real server processes (server/start.ts, as `npm start` runs it) on one PostgreSQL database,
// as behind a load balancer: each caches sites by host name and rendered card pages, and a change
// made through one must reach the other's caches (docs/server.md). The embedded database is
// opened by one process only, so there the change must reach that process's own caches.
const slow = { timeout: 240_000 }
const seenWithin = { timeout: 10_000, interval: 100 }

describe.each(backends)('caches of every server process on one database (%s)', (backend) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('a change made through one process is seen through the other at once, long before its caches would expire', slow, async () => {
    const smtp: TestSmtp = await startSmtp()
    cleanups.push(() => smtp.stop())
    const env: Record<string, string> = { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' }
    if (backend === 'postgres') {
      const database = await emptyPostgresDatabase()
      cleanups.push(() => database.drop())
      env.DATABASE_URL = database.url
    }
    const servers: RunningServer[] = []
    cleanups.push(async () => {
      for (const server of servers) await server.stop()
    })
    const writer = await startServer({ env })
    servers.push(writer)
    const reader = backend === 'postgres' ? await startServer({ env }) : writer
    if (reader !== writer) servers.push(reader)

    const siteName = async () => ((await (await fetch(`${reader.url}/api/sites/localhost`)).json()) as { site: { meta: { name: string } } }).site.meta.name
    const manifestName = async () => ((await (await fetch(`${reader.url}/manifest.webmanifest`)).json()) as { name: string }).name
    const cardPage = async () => (await fetch(`${reader.url}/vcard/demo`)).text()
    // A browser that takes brotli is answered the page drawn ahead (drawn-pages.ts), once the
    // reader has drawn the site's pages after a first visit.
    const drawnCardPage = async () => (await fetch(`${reader.url}/vcard/demo`, { headers: { 'accept-encoding': 'br' } })).text()
    // The reader has the site and the card page in its caches (kept 5 minutes and 30 s when nothing
    // says otherwise): seeing the change within the 10 s the polls allow means it was told.
    expect(await siteName()).toBe('Northwind Studio')
    expect(await manifestName()).toBe('Northwind Studio')
    expect(await cardPage()).toMatch(/<h1 class="mqc-name"[^>]*>Maya Okafor<\/h1>/)
    expect(await drawnCardPage()).toMatch(/<h1 class="mqc-name"[^>]*>Maya Okafor<\/h1>/)

    const admin = await signInThroughApi(smtp, writer.url, 'admin@example.com')
    const renamed = await fetch(`${writer.url}/api/brands/${admin.brandId}/sites/${admin.siteId}`, {
      method: 'PATCH',
      headers: admin.headers,
      body: JSON.stringify({ name: 'Northwind Renamed' }),
    })
    expect(renamed.status, await renamed.clone().text()).toBe(200)
    await expect.poll(siteName, seenWithin).toBe('Northwind Renamed')
    await expect.poll(manifestName, seenWithin).toBe('Northwind Renamed')
    // The renamed site's pages are not drawn yet: this visit has the reader draw them (a few pages,
    // milliseconds), so the change to the card below meets pages drawn before it.
    expect(await drawnCardPage()).toContain('Northwind Renamed')
    await new Promise((resolve) => setTimeout(resolve, 1000))

    const listed = await fetch(`${writer.url}/api/brands/${admin.brandId}/vcards`, { headers: admin.headers })
    const { cards } = (await listed.json()) as { cards: { id: string; key: string }[] }
    const demoCard = cards.find((card) => card.key === 'demo')!
    const edited = await fetch(`${writer.url}/api/brands/${admin.brandId}/vcards/${demoCard.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      body: JSON.stringify({ given_name: 'Ines' }),
    })
    expect(edited.status, await edited.clone().text()).toBe(200)
    await expect.poll(cardPage, seenWithin).toMatch(/<h1 class="mqc-name"[^>]*>Ines Okafor<\/h1>/)
    await expect.poll(drawnCardPage, seenWithin).toMatch(/<h1 class="mqc-name"[^>]*>Ines Okafor<\/h1>/)
  })
})
