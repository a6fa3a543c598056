import type { Config } from './config'
import { migrateDatabase, openDatabase, type DatabaseHandle, type Opener } from './db/client'
import { UploadStore } from './modules/uploads/upload-store'
import { createRepositories } from './repositories'
import { seedDemoData } from './seed/seed-demo'

/** Opens the configured database, applies migrations and seeds the demo sites when it is empty. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'adminEmail'>, opener?: Opener): Promise<DatabaseHandle> {
  const database = await openDatabase(config, opener)
  try {
    await migrateDatabase(database)
    await seedDemoData({
      db: database.db,
      repositories: createRepositories(database.db, { uploadStore: new UploadStore(config.dataDir), siteCacheTtlMs: 0 }),
      adminEmail: config.adminEmail,
    })
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}
