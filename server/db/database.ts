import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** The app's database; queries name their tables (server/modules/{name}/schema.ts), the relational query API is not used. */
export type Database = PgDatabase<PgQueryResultHKT>
/** What a transaction callback receives; it has the same query methods as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** An open database: PGlite in this process, or a pool of connections to a PostgreSQL server. */
export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}
