import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** What a transaction callback receives; it has the same query methods as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
// Any fixed number: it only has to be the same in every process that migrates this database.
const migrationLockKey = 7_204_511

/** PGlite in `${dataDir}/db`, or in memory when dataDir is null, or from a snapshot. */
export async function openPglite(options: { dataDir: string | null; snapshot?: Blob }): Promise<DatabaseHandle> {
  let client: PGlite
  if (options.snapshot) {
    client = await PGlite.create({ loadDataDir: options.snapshot })
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'db')
    await fs.mkdir(dir, { recursive: true })
    client = await PGlite.create(dir)
  } else {
    client = await PGlite.create()
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  }
}

export function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client's error (a server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return { db, kind: 'postgres', close: () => pool.end() }
}

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir })
}

/** Applies the committed migrations; on PostgreSQL, one process at a time. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder })
    return
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {})
    client.release()
  }
}
