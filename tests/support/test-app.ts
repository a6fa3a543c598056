import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, projectRoot, type BuildAppOptions, type MarqueApp } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client'
import type { MarqueModule } from '../../server/module-definition'
import { migrateDatabase, seedDemoData } from '../../server/prepare-database'
import { createRepositories } from '../../server/repositories'
import { UploadStore } from '../../server/upload-store'
import { DiskFileStore } from '../../server/files/disk-file-store'
import { PgliteImageFS, readPgliteImage, type PgliteImage } from './pglite-image'
import { onPostgresServer, postgresDatabaseUrl, runDatabasePrefix } from './postgres-template'
import { refuseRepliesSentTwice } from '../helpers/reply-sent-twice'

export type Backend = 'pglite' | 'postgres'

/** The API suite runs on PGlite always, and on PostgreSQL too when DATABASE_URL is set. */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

// The run's seeded DATA_DIR (tests/helpers/data-template.ts), its database read into memory once
// per worker: each test app's PGlite starts from a copy of it.
let pgliteTemplate: Promise<{ image: PgliteImage; uploads: string }> | null = null
function seededPglite() {
  pgliteTemplate ??= (async () => {
    const dataDir = inject('marqueDataTemplate')
    return { image: await readPgliteImage(path.join(dataDir, 'db')), uploads: path.join(dataDir, 'uploads') }
  })()
  return pgliteTemplate
}

const pgliteClient = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client

/** An empty PostgreSQL database of this run, for a test that starts a real server on it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`
  await onPostgresServer(`create database ${name}`)
  return { url: postgresDatabaseUrl(name), drop: () => onPostgresServer(`drop database if exists ${name} with (force)`) }
}

/** The run's seeded PostgreSQL database and the DATA_DIR of its uploads (tests/support/postgres-template.ts). */
function seededPostgres(): { database: string; dataDir: string } {
  const template = inject('marquePostgresTemplate')
  if (!template) throw new Error('No seeded PostgreSQL database was made for this run: DATABASE_URL was not set when it started')
  return template
}

/** A new copy of the run's seeded PostgreSQL database; answers its name. */
async function copyOfSeededPostgres(): Promise<string> {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`
  await onPostgresServer(`create database ${name} template ${seededPostgres().database}`)
  return name
}

// A copy takes PostgreSQL about half a second to write, and a drop about a second (it checkpoints):
// the next test's copy is made while this test runs, and a test's database is dropped after it
// without waiting. The run's teardown drops what a worker left (tests/api/global-setup.ts).
let nextCopy: Promise<string> | null = null
function takeCopy(): Promise<string> {
  const copy = nextCopy ?? copyOfSeededPostgres()
  nextCopy = copyOfSeededPostgres()
  nextCopy.catch(() => (nextCopy = null))
  return copy
}
const dropLater = (name: string) => void onPostgresServer(`drop database if exists ${name} with (force)`).catch(() => undefined)

/** A copy of the run's seeded PostgreSQL database, its uploads copied into dataDir. */
async function freshPostgres(dataDir: string): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const [name] = await Promise.all([takeCopy(), cp(path.join(seededPostgres().dataDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })])
  const handle = await openPostgres(postgresDatabaseUrl(name))
  return {
    ...handle,
    async drop() {
      await handle.close()
      dropLater(name)
    },
  }
}

export type TestApp = {
  app: MarqueApp
  dataDir: string
  logs: () => string
  /** Runs raw SQL against the test database, for arranging states and checking what was written. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  /** The app listening on a free port of 127.0.0.1 (from the first call on), for a real HTTP client. */
  port(): Promise<number>
  close(): Promise<void>
}

/** An app of other modules than the product's list: its database is made for them, empty, migrated and seeded. */
export type OtherModules = {
  modules: readonly MarqueModule[]
  /** Applies what the committed migrations lack for these modules (the tables of a module in tests/). */
  migrate(database: DatabaseHandle): Promise<void>
}

/** An empty database of this run, migrated and seeded for these modules as a first start would (server/prepare-database.ts). */
async function databaseFor(backend: Backend, config: Config, { modules, migrate }: OtherModules) {
  const empty = backend === 'pglite' ? null : await emptyPostgresDatabase()
  const database = empty ? await openPostgres(empty.url) : await openPglite({ dataDir: null })
  await migrateDatabase(database, modules)
  await migrate(database)
  const repositories = createRepositories(database.db, { uploadStore: new UploadStore(new DiskFileStore(config.dataDir)), siteCacheTtlMs: 0 }, modules)
  await seedDemoData({ db: database.db, repositories, adminEmail: config.adminEmail, modules })
  return { database, drop: empty ? () => database.close().then(empty.drop) : null }
}

/**
 * A new app over a fresh copy of the migrated, seeded database (or, given `otherModules`, over a
 * database made for those). `prepare` runs before the app is ready, for tests that add to it; when
 * the app then refuses to start, everything is cleaned up.
 */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: { prepare?: (app: MarqueApp) => unknown; allowLoopbackPushEndpoints?: boolean; jobWorkers?: BuildAppOptions['jobWorkers']; otherModules?: OtherModules } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marque-api-'))
  // At debug every request is logged, so the tests that check what never reaches a log see every line.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', STATIC_DIR: path.join(projectRoot, 'dist'), ...env })
  let database: DatabaseHandle
  let drop: (() => Promise<void>) | null = null
  if (options.otherModules) {
    ;({ database, drop } = await databaseFor(backend, config, options.otherModules))
  } else if (backend === 'pglite') {
    const { image, uploads } = await seededPglite()
    await cp(uploads, path.join(dataDir, 'uploads'), { recursive: true })
    database = await openPglite({ dataDir: null, fs: new PgliteImageFS(image) })
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
  const { allowLoopbackPushEndpoints, jobWorkers } = options
  const app = await buildApp({ config, database, logStream, allowLoopbackPushEndpoints, jobWorkers, modules: options.otherModules?.modules }).catch(async (error: unknown) => {
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
    async port() {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
      return (app.server.address() as AddressInfo).port
    },
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
      refuseRepliesSentTwice(logText, 'The test app')
    },
  }
}
