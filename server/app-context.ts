import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { Mailer } from './mail/mailer'
import type { UploadStore } from './modules/uploads/upload-store'
import type { Repositories } from './repositories'

/** What every module is given when the app wires it: the repositories and the outside world. */
export type AppContext = {
  config: Config
  database: DatabaseHandle
  mailer: Mailer
  uploadStore: UploadStore
  repositories: Repositories
}
