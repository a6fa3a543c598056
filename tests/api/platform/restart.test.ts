import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app'
import { loadConfig } from '../../../server/config'
import { prepareDatabase } from '../../../server/prepare-database'

describe('the embedded database on disk', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  async function boot(dataDir: string) {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const database = await prepareDatabase(config)
    const app = await buildApp({ config, database })
    return {
      app,
      async close() {
        await app.close()
        await database.close()
      },
    }
  }

  it('keeps accepted writes across a restart on the same DATA_DIR, and seeds only once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-restart-'))
    dirs.push(dataDir)

    const first = await boot(dataDir)
    const guest = await first.app.inject({ method: 'POST', url: '/api/auth/guests', headers: { host: 'localhost' } })
    expect(guest.statusCode).toBe(200)
    const siteBefore = (await first.app.inject({ method: 'GET', url: '/api/sites/localhost' })).json()
    await first.close()

    const second = await boot(dataDir)
    const siteAfter = (await second.app.inject({ method: 'GET', url: '/api/sites/localhost' })).json()
    expect(siteAfter.site.id).toBe(siteBefore.site.id)
    const logo = await second.app.inject({ method: 'GET', url: siteAfter.logo })
    expect(logo.statusCode).toBe(200)
    const db = second.app.context.database.db
    // Both drivers answer raw SQL with `{ rows }`; drizzle types it per driver.
    const rowsOf = <T>(query: SQL) => db.execute(query) as Promise<unknown> as Promise<{ rows: T[] }>
    const roles = await rowsOf<{ type: string }>(sql`select type from roles where id = ${guest.json().role_id}`)
    expect(roles.rows).toEqual([{ type: 'guest' }])
    const brands = await rowsOf<{ n: number }>(sql`select count(*)::int as n from brands`)
    expect(brands.rows).toEqual([{ n: 2 }])
    await second.close()
  })
})
