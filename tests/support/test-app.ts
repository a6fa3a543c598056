import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp, projectRoot, type BuildAppOptions, type MarqueApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client'
import { migrateDatabase, prepareDatabase, seedDemoData } from '../../server/prepare-database'
import { createRepositories } from '../../server/repositories'
import { UploadStore } from '../../server/upload-store'

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
      repositories: createRepositories(handle.db, { uploadStore: new UploadStore(dataDir), siteCacheTtlMs: 0 }),
      adminEmail: 'admin@example.com',
    })
    const snapshot = await pgliteClient(handle).dumpDataDir('none')
    await handle.close()
    return { snapshot, dataDir }
  })()
  return template
}

const pgliteClient = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client

async function onServer(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! })
  await admin.connect()
  try {
    await admin.query(sqlText)
  } finally {
    await admin.end()
  }
}

/** Set by tests/api/global-setup.ts; its teardown drops every database with this prefix. */
const databasePrefix = () => `marque_${process.env.MARQUE_TEST_RUN ?? 'adhoc'}_`

const databaseUrl = (name: string) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** An empty PostgreSQL database of this run, for a test that starts a real server on it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${databasePrefix()}${randomBytes(6).toString('hex')}`
  await onServer(`create database ${name}`)
  return { url: databaseUrl(name), drop: () => onServer(`drop database if exists ${name} with (force)`) }
}

// A migrated, seeded PostgreSQL database is made once per worker; each test app gets a copy of it
// (CREATE DATABASE … TEMPLATE), which is much faster than migrating and seeding again.
let postgresTemplate: Promise<{ name: string; dataDir: string }> | null = null
function pgTemplate() {
  postgresTemplate ??= (async () => {
    const name = `${databasePrefix()}template_${randomBytes(6).toString('hex')}`
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-pg-template-'))
    await onServer(`create database ${name}`)
    const handle = await prepareDatabase({ databaseUrl: databaseUrl(name), dataDir, adminEmail: 'admin@example.com' })
    await handle.close()
    return { name, dataDir }
  })()
  return postgresTemplate
}

async function freshPostgres(dataDir: string): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const template = await pgTemplate()
  await cp(path.join(template.dataDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })
  const name = `${databasePrefix()}${randomBytes(6).toString('hex')}`
  await onServer(`create database ${name} template ${template.name}`)
  const handle = await openPostgres(databaseUrl(name))
  return {
    ...handle,
    async drop() {
      await handle.close()
      await onServer(`drop database if exists ${name} with (force)`)
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

/**
 * A new app over a fresh copy of the migrated, seeded database. `prepare` runs before the app is
 * ready, for tests that add to it; when the app then refuses to start, everything is cleaned up.
 */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: { prepare?: (app: MarqueApp) => unknown; allowLoopbackPushEndpoints?: boolean; jobWorkers?: BuildAppOptions['jobWorkers'] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-api-'))
  // At debug every request is logged, so the tests that check what never reaches a log see every line.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', STATIC_DIR: path.join(projectRoot, 'dist'), ...env })
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
  const release = async () => {
    if (drop) await drop()
    else await database.close()
    // A mail sent after its answer (a lead's) may still be landing in the outbox: retry until it has.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 })
  }
  const app = await buildApp({ config, database, logStream, allowLoopbackPushEndpoints: options.allowLoopbackPushEndpoints, jobWorkers: options.jobWorkers }).catch(async (error: unknown) => {
    await release()
    throw error
  })
  try {
    await options.prepare?.(app)
    await app.ready()
  } catch (error) {
    // The app did not start: what it opened (its mailer) is closed, and the error is the test's to see.
    await app.close().catch(() => undefined)
    await release()
    throw error
  }

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
      await release()
    },
  }
}
