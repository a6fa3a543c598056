import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type MarqueApp } from '../../../server/app'
import { loadConfig } from '../../../server/config'
import type { DatabaseHandle } from '../../../server/db/client'
import { DiskFileStore } from '../../../server/files/disk-file-store'
import { runCli } from '../../../server/operator-commands'
import { prepareDatabase } from '../../../server/prepare-database'

describe('operator commands', () => {
  // Both drivers answer raw SQL with `{ rows }`; drizzle types it per driver.
  const rowsOf = <T>(query: SQL) => database.db.execute(query) as Promise<unknown> as Promise<{ rows: T[] }>

  let dataDir: string
  let database: DatabaseHandle
  let app: MarqueApp
  const printed: string[] = []
  const run = (...argv: string[]) => runCli(argv, database, new DiskFileStore(dataDir), (line) => printed.push(line))

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-cli-'))
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    database = await prepareDatabase(config)
    app = await buildApp({ config, database })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('adds a brand, a site with two host names and a logo, and an admin; the API then serves it', async () => {
    const logo = path.join(dataDir, 'logo.png')
    await writeFile(logo, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7d4f' } }).png().toBuffer())
    await run('brand:add', '--name', 'Acme Tools', '--slug', 'acme')
    await run('site:add', '--brand', 'acme', '--host', 'acme.test', '--host', 'www.acme.test', '--primary', '#0a7d4f', '--logo', logo)
    await run('admin:add', '--site', 'www.acme.test', '--email', 'Boss@Acme.test')
    expect(printed.join('\n')).toContain('boss@acme.test is now an administrator of "Acme Tools"')

    for (const hostname of ['acme.test', 'www.acme.test']) {
      const response = await app.inject({ method: 'GET', url: `/api/sites/${hostname}` })
      expect(response.statusCode).toBe(200)
      expect(response.json().site.meta).toMatchObject({ name: 'Acme Tools', colors: { primary: '#0a7d4f' } })
      const icon = await app.inject({ method: 'GET', url: '/icons/512.png', headers: { host: hostname } })
      expect((await sharp(icon.rawPayload).metadata()).width).toBe(512)
    }
    const { rows } = await rowsOf<{ type: string }>(
      sql`select r.type from roles r join users u on u.id = r.user_id join site_hosts h on h.site_id = r.site_id
          where u.email = 'boss@acme.test' and h.hostname = 'acme.test'`,
    )
    expect(rows).toEqual([{ type: 'admin' }])
    const elsewhere = await rowsOf(
      sql`select r.type from roles r join users u on u.id = r.user_id join site_hosts h on h.site_id = r.site_id
          where u.email = 'boss@acme.test' and h.hostname = 'localhost'`,
    )
    expect(elsewhere.rows).toEqual([])
  })

  it('refuses a taken host name, an unknown brand and a bad colour with messages naming the option', async () => {
    await run('brand:add', '--name', 'Refusals', '--slug', 'refusals')
    await expect(run('site:add', '--brand', 'refusals', '--host', 'localhost')).rejects.toThrow('--host: localhost already belongs to a site')
    await expect(run('site:add', '--brand', 'nope', '--host', 'new.test')).rejects.toThrow('--brand: no brand has the slug "nope"')
    await expect(run('site:add', '--brand', 'refusals', '--host', 'new.test', '--primary', 'green')).rejects.toThrow(
      '--primary: "green" is not a hex colour',
    )
    await expect(run('brand:add', '--name', 'X', '--slug', 'Not A Slug')).rejects.toThrow('--slug: must be lower-case')
    const unknown = await app.inject({ method: 'GET', url: '/api/sites/new.test' })
    expect(unknown.statusCode).toBe(404)
  })
})
