import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageListSchema } from '../../../src/domain/message'
import type { AppContext } from '../../app-context'

/** A signed-in person's messages on the current site (their notifications: modules/notifications). */
export const messageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories }) => {
  app.get('/api/messages', { config: { access: 'signed-in' }, schema: { response: { 200: messageListSchema } } }, async (request) => {
    const { site, session } = request
    return { messages: await repositories.messages.listForUser(site.id, session.userId) }
  })
}
