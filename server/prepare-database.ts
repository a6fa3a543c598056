import type { Config } from './config'
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client'
import { createAuthRepository } from './repositories/auth'
import { createSiteRepository } from './repositories/sites'
import { createUploadRepository } from './repositories/uploads'
import { seedDemoData } from './seed/seed-demo'
import { UploadStore } from './uploads/upload-store'

/** Opens the configured database, applies migrations and seeds the demo sites when it is empty. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'adminEmail'>): Promise<DatabaseHandle> {
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database)
    await seedDemoData({
      db: database.db,
      sites: createSiteRepository(database.db, { cacheTtlMs: 0 }),
      uploads: createUploadRepository(database.db, new UploadStore(config.dataDir)),
      auth: createAuthRepository(database.db),
      adminEmail: config.adminEmail,
    })
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}
