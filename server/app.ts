import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { HttpError } from './http-error'
import { createMailer, type Mailer } from './mail/mailer'
import { appFileRoutes } from './routes/app-files'
import { authRoutes } from './routes/auth'
import { createCardPageRenderer } from './routes/card-page'
import { cardRoutes } from './routes/cards'
import { defaultManifestFile, manifestRoutes } from './routes/manifest'
import { messageRoutes } from './routes/messages'
import { publicCardRoutes } from './routes/public-cards'
import { siteContentRoutes } from './routes/site-content'
import { siteRoutes } from './routes/sites'
import { uploadRoutes } from './routes/uploads'
import { createServices, type Services } from './services'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bodyLimitBytes = 64 * 1024

const friendlyFastifyErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large (the limit is ${bodyLimitBytes / 1024} KiB)`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
}

function validationMessage(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }) {
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${field || error.validationContext || 'request'}: ${issue.message ?? 'is not valid'}`
    })
    .join('; ')
}

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  mailer?: Mailer
  /** Where log lines go (standard output by default); tests read them to check what is logged. */
  logStream?: NodeJS.WritableStream
}

export type MarqueApp = FastifyInstance & { services: Services }

/** Builds the whole app (API, manifest, built files) without listening; tests build it too. */
export async function buildApp(options: BuildAppOptions): Promise<MarqueApp> {
  const { config } = options
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and codes travel in these; they never reach a log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const services = createServices(config, options.database, mailer)
  app.decorate('services', services)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ status: 'error', message: validationMessage(error) })
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ status: 'error', message: error.message })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message = (error.code && friendlyFastifyErrors[error.code]) ?? error.message
      return reply.code(status).send({ status: 'error', message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ status: 'error', message: 'Something went wrong on our side; please try again' })
  })

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    done()
  })

  await app.register(siteRoutes, { services })
  await app.register(siteContentRoutes, { services })
  await app.register(authRoutes, { services })
  await app.register(uploadRoutes, { services })
  await app.register(cardRoutes, { services })
  await app.register(publicCardRoutes, { services })
  await app.register(messageRoutes, { services })
  await app.register(manifestRoutes, { services, defaultManifestPath: defaultManifestFile(projectRoot) })
  // Not registered as a plugin: its not-found handler must be the root one.
  await appFileRoutes(app, { services, staticDir: config.staticDir, renderPage: createCardPageRenderer(services) })

  app.addHook('onClose', async () => {
    mailer.close()
  })
  return app as unknown as MarqueApp
}
