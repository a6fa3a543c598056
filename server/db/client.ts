import fs from 'node:fs/promises'
import path from 'node:path'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import { projectRoot } from '../project-root'
import type { Database, DatabaseHandle } from './database'
import { lockEmbeddedDatabase } from './embedded-lock'
import { pgliteFiles } from './pglite-files'

export type { Database, DatabaseHandle, Transaction } from './database'

/** Runs SQL text as written, for libraries that bring their own (the job queue). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }

export function sqlExecutor(handle: DatabaseHandle): SqlExecutor {
  if (handle.kind === 'postgres') {
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client
    return { executeSql: async (text, values) => pool.query(text, values as unknown[]) }
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values)
      // Without parameters the text may hold several statements: the answer is the last one's.
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
  }
}

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations')
// Any fixed number: it only has to be the same in every process that migrates this database.
const migrationLockKey = 7_204_511

/**
 * The embedded database's PostgreSQL settings: PGlite's own, with PostgreSQL's memory cut to what
 * one process needs. Its 128 MB of shared buffers, once touched, stay resident in the WebAssembly
 * heap (which never shrinks); 16 MB hold the hot pages, and the operating system caches the files
 * beneath them. PGlite's heap starts at its minimum already (initialMemory cannot go lower).
 */
const pgliteOptions = {
  // The exclusion constraint that keeps bookings from overlapping (migration 0010) needs btree_gist.
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'wal_buffers=1MB'],
}

/** Who opens a database directory, as a refused process is told: "the Marque server". */
export type Opener = { holder: string }

/**
 * PGlite in `${dataDir}/db`, or in memory when dataDir is null, or on the file system given (the API
 * tests give each database one filled from a seeded one). A directory is opened by one process at a
 * time (`DATA_DIR/db.lock`): another is refused, naming the holder.
 */
export async function openPglite(options: { dataDir: string | null; fs?: PGliteOptions['fs']; opener?: Opener }): Promise<DatabaseHandle> {
  const opened = { ...pgliteOptions, ...(await pgliteFiles()) }
  if (options.fs || !options.dataDir) {
    const client = await PGlite.create({ ...opened, fs: options.fs })
    return pgliteHandle(client, async () => {})
  }
  const dir = path.join(options.dataDir, 'db')
  await fs.mkdir(dir, { recursive: true })
  const opener = options.opener ?? { holder: 'a Marque process' }
  const lock = await lockEmbeddedDatabase(options.dataDir, opener.holder, (line) => console.warn(line))
  const client = await PGlite.create(dir, opened).catch(async (error: unknown) => {
    await lock.release()
    throw error
  })
  return pgliteHandle(client, () => lock.release())
}

function pgliteHandle(client: PGlite, afterClose: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close()
      await afterClose()
    },
  }
}

/** The PostgreSQL server at `databaseUrl`. Its driver is loaded then: a server on PGlite never loads it (about 0.1 s at start). */
export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { openPostgresPool } = await import('./postgres')
  return openPostgresPool(databaseUrl)
}

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }, opener?: Opener): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir, opener })
}

/** Applies the committed migrations (server/db/migrations); on PostgreSQL, one process at a time. */
export async function migrateTables(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder })
    return
  }
  const { migratePostgres } = await import('./postgres')
  await migratePostgres(handle, migrationsFolder, migrationLockKey)
}
