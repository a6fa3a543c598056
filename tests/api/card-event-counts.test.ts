import { afterEach, describe, expect, it } from 'vitest'
import { cardEventFlushMs } from '../../server/modules/cards/card-event-counter'
import { apiClient, hostA } from '../support/api-client'
import { backends, createTestApp, type TestApp } from '../support/test-app'

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
