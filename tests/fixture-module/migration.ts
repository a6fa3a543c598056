import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api'
import { projectRoot } from '../../server/project-root'

const modulesFolder = path.join(projectRoot, 'server/modules')
const migrationsMeta = path.join(projectRoot, 'server/db/migrations/meta')

/** The tables of every module in server/modules/, read from their schema.ts files as drizzle-kit's glob reads them. */
async function productTables(): Promise<Record<string, unknown>> {
  const tables: Record<string, unknown> = {}
  for (const name of await readdir(modulesFolder)) {
    const file = path.join(modulesFolder, name, 'schema.ts')
    if (existsSync(file)) Object.assign(tables, (await import(file)) as Record<string, unknown>)
  }
  return tables
}

/** The snapshot drizzle-kit wrote with the last committed migration: what the migrated database holds. */
async function lastSnapshot(): Promise<DrizzleSnapshotJSON> {
  const journal = JSON.parse(await readFile(path.join(migrationsMeta, '_journal.json'), 'utf8')) as { entries: { idx: number }[] }
  const last = journal.entries.at(-1)!.idx
  return JSON.parse(await readFile(path.join(migrationsMeta, `${String(last).padStart(4, '0')}_snapshot.json`), 'utf8')) as DrizzleSnapshotJSON
}

/**
 * The statements `npm run db:generate` would write as the next migration once a module's tables
 * are added beside the product's: drizzle-kit's own comparison of the last committed snapshot with
 * the product's tables and these.
 */
export async function nextMigration(moduleTables: Record<string, unknown>): Promise<string[]> {
  const previous = await lastSnapshot()
  const current = generateDrizzleJson({ ...(await productTables()), ...moduleTables }, previous.id)
  return generateMigration(previous, current)
}
