import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { DatabaseListener } from './db/database-listener'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './mail/mailer'
import type { UploadStore } from './upload-store'
import type { FileStore } from './files/file-store'

/**
 * Every repository of the app, by name (`context.repositories.cards`), built once per app
 * (server/repositories.ts). Each module adds its own in its module.ts, so this file names none:
 *
 *     declare module '../../app-context' { interface Repositories { cards: CardRepository } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface Repositories {}

/** What every module is given when the app wires it: the repositories and the outside world. */
export type AppContext = {
  config: Config
  database: DatabaseHandle
  /** Sends now; for mail the person is waiting for (a sign-in code). Anything else goes through `jobs`. */
  mailer: Mailer
  /** The durable job queue: mail, push and anything slow or retryable. */
  jobs: JobQueue
  /** Where every file is kept: DATA_DIR on this disk, or an S3-compatible bucket (server/files/). */
  files: FileStore
  /** Uploaded files, under `uploads/` in the file store. */
  uploadStore: UploadStore
  repositories: Repositories
  /** The app's logger (app.log). */
  log: FastifyBaseLogger
  /** The process's one LISTEN connection: a module follows its channels in its setup, before the app starts it. */
  databaseListener: DatabaseListener
  /** Tests only: push subscriptions, webhooks and calendars at plain-http addresses on this machine (their own receivers). */
  allowLoopbackHttp: boolean
}
