import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { leadCreateSchema, leadResponseSchema } from '../../../src/domain/lead'
import type { AppContext } from '../../app-context'
import { tooManyRequests } from '../../http-error'
import { publicCardOf } from '../cards/card-mappers'
import { publishedCardOfSite, publishedCardParams } from '../cards/published-card'
import { leadMail } from './lead-mail'

/** A visitor leaves their details on a published card: a message to its owner, with a notification and a mail. */
export const leadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories, jobs }) => {
  app.post(
    '/api/vcards/:key/leads',
    { config: { access: 'site' }, schema: { params: publishedCardParams, body: leadCreateSchema, response: { 201: leadResponseSchema } } },
    async (request, reply) => {
      const { site } = request
      const found = await publishedCardOfSite(repositories, site, request.params.key)
      const card = publicCardOf(found, site)
      const lead = request.body
      const result = await repositories.messages.createLead({
        siteId: site.id,
        card: { id: found.card.id, brandId: found.card.brandId, ownerUserId: found.card.owner_user_id, displayName: card.display_name },
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        guestId: lead.guest_id,
        ip: request.ip,
      })
      if (!result.ok) {
        throw tooManyRequests(
          result.reason === 'address-limit'
            ? 'Too many contact requests were sent from your network in the last hour; try again later'
            : 'This card has received too many contact requests in the last hour; try again later',
        )
      }
      const recipient = result.recipient
      if (recipient?.email) {
        const mail = leadMail({
          to: recipient.email,
          brandName: site.meta.name,
          cardName: card.display_name,
          lead,
          messagesUrl: `${request.protocol}://${request.host}/users/${recipient.id}/messages`,
        })
        // Queued, not sent: the visitor never waits for SMTP, and a mail server that is down gets it later.
        await jobs.send('mail', mail)
      }
      return reply.code(201).send({ id: result.messageId, guest_id: result.guestId })
    },
  )
}
