import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, sqlExecutor } from '../../../server/db/client'
import { cardEventFlushMs } from '../../../server/modules/cards/card-event-counter'
import { startServer } from '../../helpers/server'
import { apiClient, hostA } from '../../support/api-client'
import { backends, createTestApp, emptyPostgresDatabase, type TestApp } from '../../support/test-app'

// Views and contact saves are counted in memory and written at least every second and when the
// server stops (docs/server.md).
describe.each(backends)('card counts kept in memory (%s)', (backend) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  const savesOf = async (app: TestApp, cardId: string) => {
    const rows = await app.query<{ count: number }>(`select coalesce(sum(count), 0)::int as count from card_daily_events where card_id = $1 and event = 'contact_save'`, [cardId])
    return rows[0]!.count
  }

  it('leaves exactly N contact saves counted after N downloads and a clean shutdown', async () => {
    t = await createTestApp(backend)
    const app = t
    const kit = apiClient(() => app)
    const cardId = await kit.demoCardId(hostA)
    const before = await savesOf(app, cardId)
    const downloads = 40
    const answers = await Promise.all(
      Array.from({ length: downloads }, () => app.app.inject({ method: 'GET', url: '/api/vcards/demo/vcard.vcf', headers: { host: hostA } })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(downloads).fill(200))

    await app.app.close()
    expect((await savesOf(app, cardId)) - before).toBe(downloads)
  })

  it('writes a count while the server runs, within about a second', async () => {
    t = await createTestApp(backend)
    const app = t
    const kit = apiClient(() => app)
    expect(cardEventFlushMs).toBe(1000)
    const cardId = await kit.demoCardId(hostA)
    const before = await savesOf(app, cardId)
    expect((await app.app.inject({ method: 'GET', url: '/api/vcards/demo/vcard.vcf', headers: { host: hostA } })).statusCode).toBe(200)
    await expect.poll(() => savesOf(app, cardId), { timeout: 10_000 }).toBe(before + 1)
  })
})

// The same through `npm start` (server/start.ts): a real process, stopped as a supervisor stops it.
describe.each(backends)('card counts when the server process is stopped with SIGTERM (%s)', (backend) => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('writes every count before the database closes, and exits with 0', { timeout: 120_000 }, async () => {
    // A stand-in for the built app: a download needs none of it.
    const staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    cleanups.push(() => rm(staticDir, { recursive: true, force: true }))
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Marque</title>')
    const env: Record<string, string> = { STATIC_DIR: staticDir }
    if (backend === 'postgres') {
      const database = await emptyPostgresDatabase()
      cleanups.push(() => database.drop())
      env.DATABASE_URL = database.url
    }
    const server = await startServer({ env })
    cleanups.push(() => server.stop())

    const downloads = 25
    for (let i = 0; i < downloads; i++) {
      const answer = await fetch(`${server.url}/api/vcards/demo/vcard.vcf`)
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    }
    // At once, before the first flush (a second) could have written them.
    process.kill(server.pid, 'SIGTERM')
    expect(await server.exited, server.output()).toBe(0)
    expect(server.output()).not.toContain('could not be written')

    // The database the server made is freshly seeded, with no counted events of its own.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: server.dataDir })
    try {
      const { rows } = await sqlExecutor(database).executeSql(
        `select coalesce(sum(e.count), 0)::int as count from card_daily_events e
         join cards c on c.id = e.card_id
         join sites s on s.brand_id = c.brand_id
         join site_hosts h on h.site_id = s.id
         where h.hostname = 'localhost' and c.key = 'demo' and e.event = 'contact_save'`,
        [],
      )
      expect((rows[0] as { count: number }).count).toBe(downloads)
    } finally {
      await database.close()
    }
  })
})
