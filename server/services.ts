import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { Mailer } from './mail/mailer'
import { createAuthRepository } from './repositories/auth'
import { createBrandAdminRepository } from './repositories/brand-admins'
import { createCardRepository } from './repositories/cards'
import { createMessageRepository } from './repositories/messages'
import { createNotificationRepository } from './repositories/notifications'
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
    brandAdmins: createBrandAdminRepository(database.db),
    cards: createCardRepository(database.db),
    messages: createMessageRepository(database.db),
    notifications: createNotificationRepository(database.db),
  }
}
export type Services = ReturnType<typeof createServices>
