import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './mail/mailer'
import type { UploadStore } from './modules/uploads/upload-store'
import type { Repositories } from './repositories'
import type { VideoStorage } from './modules/videos/video-storage'

/** What every module is given when the app wires it: the repositories and the outside world. */
export type AppContext = {
  config: Config
  database: DatabaseHandle
  /** Sends now; for mail the person is waiting for (a sign-in code). Anything else goes through `jobs`. */
  mailer: Mailer
  /** The durable job queue: mail, push and anything slow or retryable. */
  jobs: JobQueue
  uploadStore: UploadStore
  /** Where videos' files live (DATA_DIR/videos on disk by default). */
  videoStorage: VideoStorage
  repositories: Repositories
}
