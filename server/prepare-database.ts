import { count } from 'drizzle-orm'
import type { Repositories } from './app-context'
import type { Config } from './config'
import { migrateTables, openDatabase, sqlExecutor, type Database, type DatabaseHandle, type Opener } from './db/client'
import { installJobTables } from './jobs/job-tables'
import { jobPoliciesOf, type MarqueModule } from './module-definition'
import { modules as productModules } from './modules'
import { brands } from './modules/brands/public'
import { createRepositories } from './repositories'
import { UploadStore } from './upload-store'
import { openFileStore } from './files/open-file-store'

/** Applies the committed migrations, then the job queue's own (each module's kinds of job and their policies). */
export async function migrateDatabase(handle: DatabaseHandle, modules: readonly MarqueModule[] = productModules): Promise<void> {
  await migrateTables(handle)
  await installJobTables(sqlExecutor(handle), jobPoliciesOf(modules))
}

/**
 * On an empty database (no brand yet), each module's demo data, in the modules' order and in one
 * transaction: the two demo sites with their brands and logos, ADMIN_EMAIL as admin of both sites
 * and owner of both brands, each brand's business page with a published card "demo". False when
 * the database was not empty.
 */
export async function seedDemoData(deps: { db: Database; repositories: Repositories; adminEmail: string; modules?: readonly MarqueModule[] }): Promise<boolean> {
  const [existing] = await deps.db.select({ n: count() }).from(brands)
  if ((existing?.n ?? 0) > 0) return false
  await deps.db.transaction(async (tx) => {
    for (const module of deps.modules ?? productModules) await module.seed?.({ tx, repositories: deps.repositories, adminEmail: deps.adminEmail })
  })
  return true
}

/** Opens the configured database, applies migrations and seeds the demo sites when it is empty. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'adminEmail' | 'files'>, opener?: Opener): Promise<DatabaseHandle> {
  const database = await openDatabase(config, opener)
  try {
    await migrateDatabase(database)
    // The demo's images go where the server will read them: the configured file store.
    const files = await openFileStore(config)
    try {
      await seedDemoData({
        db: database.db,
        repositories: createRepositories(database.db, { uploadStore: new UploadStore(files), siteCacheTtlMs: 0 }),
        adminEmail: config.adminEmail,
      })
    } finally {
      await files.close()
    }
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}
