import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { requestLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'
import { notReadyMessage, readinessCheck, type Shutdown } from './readiness'

const okAnswer = z.object({ status: z.literal('ok') })
const notReadyAnswer = z.object({
  status: z.literal('error'),
  code: z.literal('not_ready'),
  message: z.string(),
  /** Which parts are not ready: the database, the file store, or the process itself (shutting down). */
  not_ready: z.array(z.enum(['database', 'files', 'shutdown'])),
})

/**
 * What a load balancer asks each process (docs/deploy.md). Open to anyone on any host name: a
 * balancer's probe carries no session and often no site's host name. Never cached: each answer
 * is about this process now.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext & { shutdown: Shutdown }> = async (app, context) => {
  // Liveness: the process answers. Nothing else is asked, so a database that is down restarts no process.
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: okAnswer } } }, (_request, reply) => {
    reply.header('cache-control', 'no-store').send({ status: 'ok' })
  })

  // Readiness: this process can answer requests now; 503 naming what is not, as soon as shutdown begins.
  const readiness = readinessCheck(context, context.shutdown)
  app.get('/api/ready', { config: { access: 'public' }, schema: { response: { 200: okAnswer, 503: notReadyAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = await readiness()
    if (now.ready) return reply.send({ status: 'ok' })
    // What is not ready, in the requester's language (the log said it in English).
    const message = notReadyMessage(sayWith(translatorFor(requestLocale(request))), now.notReady)
    return reply.code(503).send({ status: 'error', code: 'not_ready', message, not_ready: now.notReady })
  })
}
