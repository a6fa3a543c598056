import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { Mailer } from './mail/mailer'
import { createAuthRepository } from './repositories/auth'
import { createSiteRepository } from './repositories/sites'
import { createUploadRepository } from './repositories/uploads'
import { UploadStore } from './uploads/upload-store'

/** Everything a route needs, built once per app: the database and the repositories over it. */
export function createServices(config: Config, database: DatabaseHandle, mailer: Mailer) {
  const uploadStore = new UploadStore(config.dataDir)
  return {
    config,
    database,
    mailer,
    uploadStore,
    sites: createSiteRepository(database.db, { cacheTtlMs: 30_000 }),
    auth: createAuthRepository(database.db),
    uploads: createUploadRepository(database.db, uploadStore),
  }
}
export type Services = ReturnType<typeof createServices>
