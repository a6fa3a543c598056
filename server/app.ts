import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { accessControl } from './access/access-control'
import { openApi } from './openapi/openapi-plugin'
import type { AppContext } from './app-context'
import { queueEveryHour } from './jobs/every-hour'
import type { Config } from './config'
import { sqlExecutor, type DatabaseHandle } from './db/client'
import { createDatabaseListener } from './db/database-listener'
import { bodyLimitBytes, sendError } from './error-handler'
import { createJobQueue, type JobName } from './jobs/job-queue'
import { createMailer, type Mailer } from './mail/mailer'
import { moduleListProblems, roleTableOf, type MarqueModule, type ModuleJob } from './module-definition'
import { modules as productModules } from './modules'
import { withoutInvitationToken } from './modules/brands/public'
import { projectRoot } from './project-root'
import { createRepositories } from './repositories'
import { refuseUnstorableInput, strictBodyValidatorCompiler } from './request-input'
import { RequestLog, requestLogger } from './request-log'
import { securityHeaders } from './security-headers'
import { UploadStore } from './upload-store'
import { openFileStore } from './files/open-file-store'

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
  /** The modules the app is made of: the list in server/modules/index.ts unless given (a test adds its own module to it). */
  modules?: readonly MarqueModule[]
}

export type MarqueApp = FastifyInstance & {
  context: AppContext
  /** Resolves once every site a visit asked for has its card pages drawn ahead (tests wait on it). */
  cardPagesDrawn(): Promise<void>
}

/** Builds the whole app (API, manifest, built files) without listening; tests build it too. */
export async function buildApp(options: BuildAppOptions): Promise<MarqueApp> {
  const { config, database, modules = productModules } = options
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
    // A request that arrives while the server closes, on a connection a proxy kept open, is
    // answered as usual (with Connection: close) rather than by Fastify's own 503 in another shape:
    // the database is open until every answer is sent, and /api/ready says 503 then (modules/health).
    return503OnClosing: false,
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

  // The outside world, then every module's repositories over the database.
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const files = await openFileStore(config)
  const uploadStore = new UploadStore(files)
  // Sites are dropped from the cache on every change, in every process (docs/server.md); the five
  // minutes only bound what a change written around Marque (SQL by hand) leaves stale.
  const repositories = createRepositories(database.db, { uploadStore, siteCacheTtlMs: 300_000 }, modules)
  const jobs = createJobQueue(sqlExecutor(database), app.log)
  jobs.handle('mail', (mail) => mailer.send(mail))
  // One LISTEN connection per process: caches dropped on any process's change, unread counts pushed.
  const databaseListener = createDatabaseListener(database, app.log)
  const allowLoopbackHttp = options.allowLoopbackPushEndpoints ?? false
  const context: AppContext = { config, database, mailer, jobs, files, uploadStore, repositories, log: app.log, databaseListener, allowLoopbackHttp }
  app.decorate('context', context)

  // Who may call what: every /api route below declares it, from the role table of the modules' actions, or the app refuses to start.
  accessControl(app, repositories, roleTableOf(modules))
  await app.register(openApi, { modules })

  // The modules, in the list's order (server/modules/index.ts): each one's setup first, so every
  // module has what it needs (and follows its channels) before any route; then their jobs and routes.
  const problems = moduleListProblems(modules)
  if (problems.length > 0) throw new Error(`The module list cannot make an app: ${problems.join('; ')}`)
  const registered: { module: MarqueModule; context: AppContext }[] = []
  for (const module of modules) registered.push({ module, context: { ...context, ...(await module.setup?.(context, app)) } })
  for (const { module, context } of registered) {
    for (const [name, job] of Object.entries(module.jobs ?? {}) as [JobName, ModuleJob<JobName, AppContext>][]) jobs.handle(name, job.handler(context))
  }
  for (const { module, context } of registered) for (const routes of module.routes ?? []) await app.register(routes, context)

  // The queue's workers run in every process; jobs wait in the database until one takes them.
  const hourly = modules.flatMap((module) => Object.entries(module.jobs ?? {}) as [JobName, ModuleJob<JobName, AppContext>][]).filter(([, job]) => job.hourly)
  let stopHourly = () => {}
  app.addHook('onReady', async () => {
    await databaseListener.start()
    if (options.jobWorkers !== 'by-the-caller') await jobs.start()
    for (const { module, context } of registered) await module.onReady?.(context)
    stopHourly = queueEveryHour(() => Promise.all(hourly.map(([name, job]) => jobs.send(name, job.hourly!()))))
  })
  app.addHook('preClose', async () => {
    // The queue takes no more jobs from now on, and its running jobs get their grace while the
    // requests in flight finish, rather than after them; onClose waits for the same stop.
    jobs.stop().catch(() => undefined)
    for (const { module, context } of registered) await module.preClose?.(context)
  })
  app.addHook('onClose', async () => {
    stopHourly()
    // Each module's own first (counted views are written before the database closes, after this hook).
    for (const { module, context } of registered) await module.onClose?.(context)
    await databaseListener.stop()
    await jobs.stop()
    mailer.close()
    await files.close()
  })
  return app as unknown as MarqueApp
}
