import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageListSchema } from '../../../src/domain/message'
import { notificationListSchema, notificationSchema, notificationUpdateSchema } from '../../../src/domain/notification'
import type { AppContext } from '../../app-context'
import { notFound } from '../../http-error'

/** A signed-in person's messages and notifications on the current site. */
export const messageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.get('/api/messages', { config: { access: 'signed-in' }, schema: { response: { 200: messageListSchema } } }, async (request) => {
    const { site, session } = request
    return { messages: await repositories.messages.listForUser(site.id, session.userId) }
  })

  app.get('/api/notifications', { config: { access: 'signed-in' }, schema: { response: { 200: notificationListSchema } } }, async (request) => {
    const { site, session } = request
    return repositories.notifications.listForUser(site.id, session.userId)
  })

  app.patch(
    '/api/notifications/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        params: z.object({ id: z.uuid('must be the id of a notification') }),
        body: notificationUpdateSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { site, session } = request
      const updated = await repositories.notifications.setRead(site.id, session.userId, request.params.id, request.body.read)
      if (!updated) throw notFound('No such notification of yours on this site')
      return updated
    },
  )
}
