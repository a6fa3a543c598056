import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageListSchema } from '../../src/domain/message'
import { notificationListSchema, notificationSchema, notificationUpdateSchema } from '../../src/domain/notification'
import { notFound } from '../http-error'
import { requireSession, requireSite } from '../request-context'
import type { Services } from '../services'

/** A signed-in person's messages and notifications on the current site. */
export const messageRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/api/messages', { schema: { response: { 200: messageListSchema } } }, async (request) => {
    const site = await requireSite(request, services)
    const session = await requireSession(request, services, site)
    return { messages: await services.messages.listForUser(site.id, session.userId) }
  })

  app.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) => {
    const site = await requireSite(request, services)
    const session = await requireSession(request, services, site)
    return services.notifications.listForUser(site.id, session.userId)
  })

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('must be the id of a notification') }),
        body: notificationUpdateSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const site = await requireSite(request, services)
      const session = await requireSession(request, services, site)
      const updated = await services.notifications.setRead(site.id, session.userId, request.params.id, request.body.read)
      if (!updated) throw notFound('No such notification of yours on this site')
      return updated
    },
  )
}
