import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

/** A request that takes longer than this is logged at `info` whatever its answer. */
export const slowRequestMs = 1000

/**
 * One line per request, and only when it is worth reading at the configured level: at `info`
 * (the default) a request that failed on our side (5xx) or took longer than `slowRequestMs`;
 * at `debug` every request. Writing two lines for every request halved the throughput of the
 * hot routes, so a healthy request costs no log line unless the operator asks for them.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The line written when the request completes names the request too.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime
    const level = error || reply.statusCode >= 500 || responseTime >= slowRequestMs ? 'info' : 'debug'
    const log = reply.log as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>
    // The line is made only when it is written: most requests write none.
    if (log.isLevelEnabled?.(level) === false) return
    log[level]({ req: request, res: reply, responseTime, ...(error ? { err: error } : {}) }, 'request completed')
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found')
  }
}

type Write = (...args: unknown[]) => void
const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const
type Level = (typeof levels)[number]
type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>
/** Fastify's logger is pino, which says whether a level is on. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean }

/**
 * A request's logger, made the first time the request writes a line at a level that is on. At the
 * default level a healthy request writes none (RequestLog above): making pino's child logger for
 * every request anyway cost the hot routes about 7 % of their CPU per answer.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined
  declare fatal: FastifyBaseLogger['fatal']
  declare error: FastifyBaseLogger['error']
  declare warn: FastifyBaseLogger['warn']
  declare info: FastifyBaseLogger['info']
  declare debug: FastifyBaseLogger['debug']
  declare trace: FastifyBaseLogger['trace']

  static {
    // One method a level, on the prototype: a request's logger costs no closures of its own.
    for (const level of levels) {
      Object.defineProperty(RequestLogger.prototype, level, {
        value(this: RequestLogger, ...args: unknown[]) {
          this.#write(level, args)
        },
      })
    }
  }

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options))
  }

  #write(level: Level, args: unknown[]) {
    if (this.#made || this.parent.isLevelEnabled(level)) (this.#logger()[level] as Write)(...args)
  }

  isLevelEnabled(level: Level): boolean {
    return ((this.#made as Logger | undefined) ?? this.parent).isLevelEnabled(level)
  }

  get level() {
    return this.#made?.level ?? this.parent.level
  }
  set level(level: string) {
    this.#logger().level = level
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options)
  }
}

/**
 * Fastify's child logger for each request, made only when the request writes. A route with a log
 * level of its own gets pino's child at once, as it would without this.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level ? logger.child(bindings, options) : (new RequestLogger(logger as unknown as Logger, bindings, options) as FastifyBaseLogger)
