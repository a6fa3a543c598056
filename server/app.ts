import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { appointmentRoutes } from './modules/appointments/appointment-routes'
import { bookingReminder } from './modules/appointments/booking-reminder'
import { calendarImporter } from './modules/appointments/calendar-import'
import { hostBookingRoutes } from './modules/appointments/host-booking-routes'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { accessControl } from './access/access-control'
import { roleTable } from '../src/domain/brand-roles'
import { appointmentActions } from '../src/domain/brand-actions/appointments'
import { brandActions } from '../src/domain/brand-actions/brands'
import { cardActions } from '../src/domain/brand-actions/cards'
import { contentActions } from '../src/domain/brand-actions/content'
import { eventActions } from '../src/domain/brand-actions/events'
import { leadActions } from '../src/domain/brand-actions/leads'
import { memberActions } from '../src/domain/brand-actions/members'
import { siteActions } from '../src/domain/brand-actions/sites'
import { videoActions } from '../src/domain/brand-actions/videos'
import type { AppContext } from './app-context'
import type { Config } from './config'
import { sqlExecutor, type DatabaseHandle } from './db/client'
import { createDatabaseListener } from './db/database-listener'
import { bodyLimitBytes, sendError } from './error-handler'
import { createJobQueue } from './jobs/job-queue'
import { createMailer, type Mailer } from './mail/mailer'
import { brandEditRoutes } from './modules/brands/brand-edit-routes'
import { brandRoutes } from './modules/brands/brand-routes'
import { withoutInvitationToken } from './modules/brands/invitation-mail'
import { invitationRoutes } from './modules/brands/invitation-routes'
import { memberRoutes } from './modules/brands/member-routes'
import { createCardEventCounter } from './modules/cards/card-event-counter'
import { cardImportRoutes } from './modules/cards/card-import-routes'
import { cardRoutes } from './modules/cards/card-routes'
import { publicCardRoutes } from './modules/cards/public-card-routes'
import { pageRoutes } from './modules/content/page-routes'
import { publicPageRoutes } from './modules/content/public-page-routes'
import { eventRoutes } from './modules/events/event-routes'
import { brandInboxRoutes } from './modules/messages/brand-inbox-routes'
import { contactRoutes } from './modules/messages/contact-routes'
import { webhookDelivery } from './modules/webhooks/webhook-delivery'
import { webhookRoutes } from './modules/webhooks/webhook-routes'
import { leadRoutes } from './modules/messages/lead-routes'
import { messageRoutes } from './modules/messages/message-routes'
import { createNotificationStream } from './modules/notifications/notification-stream'
import { notificationRoutes } from './modules/notifications/notification-routes'
import { pushRoutes } from './modules/notifications/push-routes'
import { pushSender } from './modules/notifications/push-sender'
import { vapidKeysOf } from './modules/notifications/vapid-keys'
import { appFileRoutes } from './modules/pages/app-file-routes'
import { createCardPageRenderer } from './modules/pages/card-page'
import { openDrawnPages } from './modules/pages/drawn-pages'
import { createLandingPage } from './modules/pages/landing-page'
import { createContentPage } from './modules/content/content-page'
import { defaultManifestFile, manifestRoutes } from './modules/pages/manifest-routes'
import { sessionRoutes } from './modules/sessions/session-routes'
import { hostRoutes } from './modules/sites/host-routes'
import { landingRoutes } from './modules/sites/landing-routes'
import { siteIdentityRoutes } from './modules/sites/site-identity-routes'
import { siteRoutes } from './modules/sites/site-routes'
import { uploadRoutes } from './modules/uploads/upload-routes'
import { UploadStore } from './modules/uploads/upload-store'
import { userRoutes } from './modules/users/user-routes'
import { workspaceRoutes } from './modules/workspace/workspace-routes'
import { videoRoutes } from './modules/videos/video-routes'
import { DiskVideoStorage } from './modules/videos/video-storage'
import { videoTranscoder } from './modules/videos/video-transcode'
import { videoUploadRoutes } from './modules/videos/video-upload'
import { createVideoPage } from './modules/videos/video-page'
import { projectRoot } from './project-root'
import { createRepositories, followChanges } from './repositories'
import { refuseUnstorableInput, strictBodyValidatorCompiler } from './request-input'
import { RequestLog, requestLogger } from './request-log'
import { securityHeaders } from './security-headers'

export { projectRoot }

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  mailer?: Mailer
  /** Where log lines go (standard output by default); tests read them to check what is logged. */
  logStream?: NodeJS.WritableStream
  /** Tests only: accept push subscriptions and webhooks to plain-http addresses on this machine (their own receivers). */
  allowLoopbackPushEndpoints?: boolean
  /**
   * When the job queue's workers start: with the app (the default), or when the caller starts
   * them (`context.jobs.start()`): the server does once it answers (server/server.ts).
   */
  jobWorkers?: 'with-the-app' | 'by-the-caller'
}

export type MarqueApp = FastifyInstance & {
  context: AppContext
  /** Resolves once every site a visit asked for has its card pages drawn ahead (tests wait on it). */
  cardPagesDrawn(): Promise<void>
}

/** Builds the whole app (API, manifest, built files) without listening; tests build it too. */
export async function buildApp(options: BuildAppOptions): Promise<MarqueApp> {
  const { config, database } = options
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and codes travel in these; they never reach a log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'],
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: withoutInvitationToken(request.url), host: request.host, remoteAddress: request.ip }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Addresses the router cannot read (bad encoding, a part too long) answer like every other error.
    frameworkErrors: sendError,
    // Every schema is zod's: named here, Fastify never loads its own JSON-schema compilers (ajv and
    // fast-json-stringify, about 70 ms of every start). Its types expect JSON-schema compilers.
    schemaController: { compilersFactory: { buildValidator: (() => strictBodyValidatorCompiler) as never, buildSerializer: (() => serializerCompiler) as never } },
  })
  app.setErrorHandler(sendError)
  refuseUnstorableInput(app)
  // The security headers of every answer; pages add their policy, nonce and permissions (modules/pages).
  securityHeaders(app)

  // The outside world, then every repository over the database.
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const uploadStore = new UploadStore(config.dataDir)
  // Sites are dropped from the cache on every change, in every process (docs/server.md); the five
  // minutes only bound what a change written around Marque (SQL by hand) leaves stale.
  const repositories = createRepositories(database.db, { uploadStore, siteCacheTtlMs: 300_000 })
  const jobs = createJobQueue(sqlExecutor(database), app.log)
  jobs.handle('mail', (mail) => mailer.send(mail))
  const vapid = await vapidKeysOf(database.db)
  const allowLoopbackHttp = options.allowLoopbackPushEndpoints ?? false
  jobs.handle('push', pushSender({ repositories, vapid, subject: `mailto:${config.mailFrom}`, allowLoopbackHttp }))
  jobs.handle('webhook', webhookDelivery({ repositories, allowLoopbackHttp }))
  jobs.handle('reminder', bookingReminder({ repositories, jobs }))
  jobs.handle('calendar-import', calendarImporter({ repositories, jobs, allowLoopbackHttp }))
  const videoStorage = new DiskVideoStorage(path.join(config.dataDir, 'videos'))
  jobs.handle('transcode', videoTranscoder({ repositories, storage: videoStorage, workDir: path.join(config.dataDir, 'videos-work'), ffmpegPath: config.ffmpegPath, log: app.log }))
  // One LISTEN connection per process: caches dropped on any process's change, unread counts pushed.
  const databaseListener = createDatabaseListener(database, app.log)
  followChanges(repositories, databaseListener, app.log)
  const notificationStream = createNotificationStream(databaseListener)
  const cardEvents = createCardEventCounter(repositories.cards, app.log)
  const context: AppContext = { config, database, mailer, jobs, uploadStore, videoStorage, repositories }
  app.decorate('context', context)

  // Who may call what: every /api route below declares it, from the role table of the domains' actions, or the app refuses to start.
  const roles = roleTable(brandActions, siteActions, memberActions, cardActions, leadActions, eventActions, contentActions, appointmentActions, videoActions)
  accessControl(app, repositories, roles)

  // The API, module by module.
  await app.register(siteRoutes, context)
  await app.register(landingRoutes, context)
  await app.register(sessionRoutes, context)
  await app.register(userRoutes, context)
  await app.register(brandRoutes, context)
  await app.register(brandEditRoutes, context)
  await app.register(hostRoutes, context)
  await app.register(siteIdentityRoutes, context)
  await app.register(memberRoutes, context)
  await app.register(invitationRoutes, context)
  await app.register(cardRoutes, context)
  await app.register(cardImportRoutes, context)
  await app.register(publicCardRoutes, { ...context, cardEvents })
  await app.register(leadRoutes, context)
  await app.register(contactRoutes, context)
  await app.register(webhookRoutes, { ...context, allowLoopbackHttp })
  await app.register(messageRoutes, context)
  await app.register(brandInboxRoutes, context)
  await app.register(notificationRoutes, { ...context, stream: notificationStream })
  await app.register(pushRoutes, { ...context, vapid, allowLoopbackHttp })
  await app.register(uploadRoutes, context)
  await app.register(workspaceRoutes, context)
  await app.register(eventRoutes, context)
  await app.register(pageRoutes, context)
  await app.register(publicPageRoutes, context)
  await app.register(appointmentRoutes, context)
  await app.register(hostBookingRoutes, { ...context, allowLoopbackHttp })
  await app.register(videoRoutes, context)
  await app.register(videoUploadRoutes, context)

  // What the browser loads: the manifest and icons of the host's brand, and the built app.
  await app.register(manifestRoutes, { ...context, defaultManifestPath: defaultManifestFile(projectRoot) })
  // Not registered as a plugin: its not-found handler must be the root one.
  // Card pages are drawn ahead into their store on local disk (drawn-pages.ts), opened at the first visit.
  const { drawnPagesDir } = config
  const cardPages = createCardPageRenderer(context, { drawnPages: drawnPagesDir === null ? undefined : () => openDrawnPages(drawnPagesDir), log: app.log })
  app.decorate('cardPagesDrawn', cardPages.drawn)
  await appFileRoutes(app, { context, staticDir: config.staticDir, renderCardPage: cardPages.render, sendLandingPage: createLandingPage(context, config.staticDir), sendContentPage: createContentPage(context, config.staticDir), sendVideoPage: createVideoPage(context, config.staticDir) })

  // The queue's workers run in every process; jobs wait in the database until one takes them.
  app.addHook('onReady', async () => {
    await databaseListener.start()
    if (options.jobWorkers !== 'by-the-caller') await jobs.start()
    cardEvents.start()
  })
  // Open notification streams would hold the server open: end them first; browsers reconnect.
  app.addHook('preClose', async () => notificationStream.endStreams())
  app.addHook('onClose', async () => {
    // Counted views and saves are written before the database closes (it closes after this hook).
    await cardEvents.stop()
    await databaseListener.stop()
    await jobs.stop()
    mailer.close()
    await cardPages.stop()
  })
  return app as unknown as MarqueApp
}
