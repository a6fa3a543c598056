import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { leadCreateSchema, leadResponseSchema } from '../../../src/domain/lead'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { tooManyRequests } from '../../http-error'
import { publicCardOf } from './card-mappers'
import { publishedCardOfSite, publishedCardParams } from './published-card'
import { notify } from '../notifications/public'
import { sendToWebhook } from '../webhooks/public'
import { leadEvent, leadMail } from '../messages/public'
import { chosenLocaleOf } from '../sessions/public'
import { siteDefaultLocale } from '../../i18n/request-locale'

const words = defineMessages({
  tooManyFromNetwork: { id: 'cardsErrors.tooManyLeadsFromNetwork', defaultMessage: 'Too many contact requests were sent from your network in the last hour; try again later' },
  tooManyForCard: { id: 'cardsErrors.tooManyLeadsForCard', defaultMessage: 'This card has received too many contact requests in the last hour; try again later' },
})

/** A visitor leaves their details on a published card: a message to its owner, with a notification and a mail. */
export const leadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context
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
        brandId: found.card.brandId,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        vcard: lead.vcard,
        guestId: lead.guest_id,
        ip: request.ip,
      })
      if (!result.ok) {
        throw tooManyRequests(
          result.reason === 'address-limit' ? words.tooManyFromNetwork : words.tooManyForCard,
        )
      }
      const recipientId = result.recipientId
      if (recipientId) {
        const origin = `${request.protocol}://${request.host}`
        const link = `/users/${recipientId}/messages`
        // In the owner's language when they chose one, else the site's.
        const locale = (await chosenLocaleOf(context.database.db, { id: recipientId })) ?? siteDefaultLocale(site.meta)
        const mail = leadMail({ brandName: site.meta.name, cardName: card.display_name, lead, messagesUrl: `${origin}${link}`, locale })
        // In the app, by e-mail and by push as the owner chose; mail and push are queued, so the
        // visitor never waits for SMTP or a push service, and one that is down gets it later.
        await notify(context)(recipientId, site.id, {
          kind: 'lead',
          title: mail.subject,
          body: lead.message ? lead.message.slice(0, 200) : `${lead.email}${lead.phone ? ` · ${lead.phone}` : ''}`,
          link,
          messageId: result.messageId,
          origin,
          mail,
        })
      }
      await sendToWebhook(context, found.card.brandId, result.messageId, leadEvent({ messageId: result.messageId, kind: 'lead', host: request.hostname, card: { key: card.key, name: card.display_name }, lead }))
      return reply.code(201).send({ id: result.messageId, guest_id: result.guestId })
    },
  )
}
