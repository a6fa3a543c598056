import { describe, expect, it } from 'vitest'
import { backends, createTestApp } from '../../support/test-app'

// Every API test leans on this: its app's database is a copy of the seeded one that no other test
// writes to, though all are made from one image held in memory (tests/support/pglite-image.ts).
describe.each(backends)('each test app on a fresh copy of the seeded database (%s)', (backend) => {
  it('starts with the demo sites, and what one app writes, neither another app open beside it nor a later one sees', async () => {
    const first = await createTestApp(backend)
    const second = await createTestApp(backend)
    try {
      const sites = (app: typeof first) => app.query<{ name: string }>('select name from sites order by name')
      const seeded = await sites(first)
      expect(seeded.length).toBeGreaterThan(0)
      await first.query("update sites set name = 'Written by the first app'")
      await first.query('checkpoint')
      expect(await sites(second)).toEqual(seeded)
      const later = await createTestApp(backend)
      try {
        expect(await sites(later)).toEqual(seeded)
      } finally {
        await later.close()
      }
    } finally {
      await first.close()
      await second.close()
    }
  })
})
