import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp, projectRoot, type MarqueApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { migrateDatabase, openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client'
import { prepareDatabase } from '../../server/prepare-database'
import { createAuthRepository } from '../../server/repositories/auth'
import { createSiteRepository } from '../../server/repositories/sites'
import { createUploadRepository } from '../../server/repositories/uploads'
import { seedDemoData } from '../../server/seed/seed-demo'
import { UploadStore } from '../../server/uploads/upload-store'

export type Backend = 'pglite' | 'postgres'

/** The API suite runs on PGlite always, and on PostgreSQL too when DATABASE_URL is set. */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

// A migrated, seeded PGlite is snapshotted once per worker; each test app starts from a copy.
let template: Promise<{ snapshot: Blob; dataDir: string }> | null = null
function pgliteTemplate() {
  template ??= (async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-template-'))
    const handle = await openPglite({ dataDir: null })
    await migrateDatabase(handle)
    await seedDemoData({
      db: handle.db,
      sites: createSiteRepository(handle.db, { cacheTtlMs: 0 }),
      uploads: createUploadRepository(handle.db, new UploadStore(dataDir)),
      auth: createAuthRepository(handle.db),
      adminEmail: 'admin@example.com',
    })
    const snapshot = await pgliteClient(handle).dumpDataDir('none')
    await handle.close()
    return { snapshot, dataDir }
  })()
  return template
}

const pgliteClient = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client

async function freshPostgres(dataDir: string): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!)
  const name = `marque_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const handle = await prepareDatabase({ databaseUrl: url.toString(), dataDir, adminEmail: 'admin@example.com' })
  return {
    ...handle,
    async drop() {
      await handle.close()
      const again = new pg.Client({ connectionString: base.toString() })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

export type TestApp = {
  app: MarqueApp
  dataDir: string
  logs: () => string
  /** Runs raw SQL against the test database, for arranging states and checking what was written. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export async function createTestApp(backend: Backend, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-api-'))
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', STATIC_DIR: path.join(projectRoot, 'dist'), ...env })
  let database: DatabaseHandle
  let drop: (() => Promise<void>) | null = null
  if (backend === 'pglite') {
    const { snapshot, dataDir: templateDir } = await pgliteTemplate()
    await cp(path.join(templateDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })
    database = await openPglite({ dataDir: null, snapshot })
  } else {
    const postgres = await freshPostgres(dataDir)
    database = postgres
    drop = postgres.drop
  }
  let logText = ''
  const logStream = new PassThrough()
  logStream.on('data', (chunk) => (logText += chunk))
  const app = await buildApp({ config, database, logStream })
  await app.ready()

  return {
    app,
    dataDir,
    logs: () => logText,
    async query<T>(text: string, params: unknown[] = []) {
      if (database.kind === 'pglite') {
        return (await pgliteClient(database).query<T>(text, params)).rows
      }
      const client = (database.db as unknown as { $client: pg.Pool }).$client
      return (await client.query(text, params)).rows as T[]
    },
    async close() {
      await app.close()
      if (drop) await drop()
      else await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
