import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

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
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) }
    if (error || reply.statusCode >= 500 || reply.elapsedTime >= slowRequestMs) reply.log.info(line, 'request completed')
    else reply.log.debug(line, 'request completed')
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found')
  }
}
