import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactMessageSchema, siteContactSchema } from '../../../src/domain/contact'
import { leadResponseSchema } from '../../../src/domain/lead'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { tooManyRequests } from '../../http-error'
import { notify } from '../notifications/public'
import { sendToWebhook } from '../webhooks/public'
import { leadEvent } from './lead-event'
import { leadMail } from './lead-mail'
import { chosenLocaleOf } from '../sessions/public'
import { siteDefaultLocale } from '../../i18n/request-locale'

const words = defineMessages({
  tooManyMessages: { id: 'messagesErrors.tooManyMessages', defaultMessage: 'Too many messages were sent from your network in the last hour; try again later' },
})

/**
 * The site's contact page: how to reach the brand, and a message to it, kept in the brand's inbox
 * as a message from the visitor's guest identity to the brand's first owner, with a notification
 * and a mail whose Reply-To is the visitor. It shares the per-address limit of leads.
 */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context

  app.get('/api/contact', { config: { access: 'site' }, schema: { response: { 200: siteContactSchema } } }, async (request) => {
    const profile = await repositories.brandProfiles.findProfile(request.site.brandId)
    return {
      name: request.site.meta.name,
      email: profile?.email ?? '',
      phone: profile?.phone ?? '',
      website: profile?.website ?? '',
      address: profile?.address ?? null,
    }
  })

  app.post(
    '/api/contact',
    { config: { access: 'site' }, schema: { body: contactMessageSchema, response: { 201: leadResponseSchema } } },
    async (request, reply) => {
      const { site, body } = request
      const result = await repositories.messages.createLead({
        siteId: site.id,
        card: null,
        brandId: site.brandId,
        name: body.name,
        email: body.email,
        phone: '',
        message: body.message,
        guestId: body.guest_id,
        ip: request.ip,
      })
      if (!result.ok) throw tooManyRequests(words.tooManyMessages)
      if (result.recipientId) {
        const origin = `${request.protocol}://${request.host}`
        const link = `/users/${result.recipientId}/messages`
        const lead = { name: body.name, email: body.email, phone: '', message: body.message }
        // In the recipient's language when they chose one, else the site's.
        const locale = (await chosenLocaleOf(context.database.db, { id: result.recipientId })) ?? siteDefaultLocale(site.meta)
        const mail = leadMail({ brandName: site.meta.name, cardName: null, lead, messagesUrl: `${origin}${link}`, locale })
        await notify(context)(result.recipientId, site.id, {
          kind: 'lead',
          title: mail.subject,
          body: body.message.slice(0, 200),
          link,
          messageId: result.messageId,
          origin,
          mail,
        })
      }
      await sendToWebhook(context, site.brandId, result.messageId, leadEvent({ messageId: result.messageId, kind: 'contact', host: request.hostname, card: null, lead: { ...body, phone: '' } }))
      return reply.code(201).send({ id: result.messageId, guest_id: result.guestId })
    },
  )
}
