import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pushPublicKeySchema, pushSubscriptionCreateSchema, pushSubscriptionDeleteSchema } from '../../../src/domain/notification'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { fieldError, notFound } from '../../http-error'
import { pushEndpointProblem } from './push-endpoint'
import type { VapidKeys } from './vapid-keys'

const words = defineMessages({
  noSubscription: { id: 'notificationsErrors.noSubscription', defaultMessage: 'No push subscription of yours on this site has this endpoint' },
})

type PushRouteOptions = AppContext & { vapid: VapidKeys; allowLoopbackHttp: boolean }

/** Web Push: the key browsers subscribe with, and a person's subscriptions on this site. */
export const pushRoutes: FastifyPluginAsyncZod<PushRouteOptions> = async (app, { repositories, vapid, allowLoopbackHttp }) => {
  app.get('/api/push/public-key', { config: { access: 'site' }, schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    public_key: vapid.publicKey,
  }))

  app.post(
    '/api/push/subscriptions',
    { config: { access: 'signed-in' }, schema: { body: pushSubscriptionCreateSchema, response: { 201: z.object({ subscribed: z.literal(true) }) } } },
    async (request, reply) => {
      const { site, session, body } = request
      const problem = pushEndpointProblem(body.endpoint, allowLoopbackHttp)
      if (problem) throw fieldError('endpoint', problem)
      await repositories.pushSubscriptions.save({
        userId: session.userId,
        siteId: site.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      })
      return reply.code(201).send({ subscribed: true })
    },
  )

  app.delete(
    '/api/push/subscriptions',
    { config: { access: 'signed-in' }, schema: { body: pushSubscriptionDeleteSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { site, session, body } = request
      const removed = await repositories.pushSubscriptions.remove({ userId: session.userId, siteId: site.id, endpoint: body.endpoint })
      if (!removed) throw notFound(words.noSubscription)
      return reply.code(204).send(null)
    },
  )
}
