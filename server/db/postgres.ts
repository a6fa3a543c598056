import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database, DatabaseHandle } from './database'

/** A pool of connections to the PostgreSQL server at `databaseUrl`. */
export function openPostgresPool(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client's error (a server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzle(pool) as unknown as Database
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** Applies the migrations in `migrationsFolder` while holding the advisory lock `lockKey`: one process at a time. */
export async function migratePostgres(handle: DatabaseHandle, migrationsFolder: string, lockKey: number): Promise<void> {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey])
    await migrate(drizzle(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {})
    client.release()
  }
}
