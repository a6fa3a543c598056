import { stringify } from 'csv-stringify/sync'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { inboxQuerySchema, leadNoteCreateSchema, leadNoteListSchema, messageListSchema, messageSchema, messageUpdateSchema } from '../../../src/domain/message'
import { contactFileName, leadVcard } from '../../../src/domain/vcard-file'
import type { AppContext } from '../../app-context'
import { inert } from '../../csv-cells'
import { escapeHtml } from '../../html'
import { notFound } from '../../http-error'
import { defineMessages } from '@formatjs/intl'
import { siteDefaultLocale } from '../../i18n/request-locale'
import { sayWith, translatorFor } from '../../i18n/translator'

const words = defineMessages({
  replySubject: { id: 'mail.reply.subject', defaultMessage: 'Re: your message to {brand}' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const messageParams = brandParams.extend({ messageId: z.uuid('must be the id of a message') })
const leadReaders = { access: { brand: 'read-leads' } } as const
const errorWords = defineMessages({
  noMessage: { id: 'messagesErrors.noMessage', defaultMessage: 'No message with this id in this brand' },
})
const noMessage = () => notFound(errorWords.noMessage)
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The brand's inbox: every lead and contact message of the brand, its status (new, contacted, won,
 * lost), read or unread, notes kept inside, replies sent by e-mail, and a CSV export. A person
 * also marks the messages sent to them (`PATCH /api/messages/{id}`).
 */
export const brandInboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories, jobs }) => {
  const { messages } = repositories

  async function messageOf(brandId: string, messageId: string) {
    const found = await messages.findInBrand(brandId, messageId)
    if (!found) throw noMessage()
    return found
  }

  app.get('/api/brands/:brandId/messages', { config: leadReaders, schema: { params: brandParams, querystring: inboxQuerySchema, response: { 200: messageListSchema } } }, async (request) => ({
    messages: await messages.listForBrand(request.brand.id, request.query),
  }))

  app.get('/api/brands/:brandId/messages.csv', { config: leadReaders, schema: { params: brandParams, querystring: inboxQuerySchema } }, async (request, reply) => {
    const rows = await messages.listForBrand(request.brand.id, request.query, 50_000)
    const csv = stringify(
      rows.map((message) => [message.created_at, message.kind, message.status, message.from.name, message.from.email, message.from.phone, message.card?.key ?? '', message.message, message.read_at ?? ''].map(inert)),
      { header: true, columns: ['received', 'kind', 'status', 'name', 'email', 'phone', 'card', 'message', 'read'], record_delimiter: 'windows' },
    )
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${today()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })

  // The writer's contact, ready to save: the card they sent, or one made from the details they typed.
  app.get('/api/brands/:brandId/messages/:messageId/contact.vcf', { config: leadReaders, schema: { params: messageParams } }, async (request, reply) => {
    const { message } = await messageOf(request.brand.id, request.params.messageId)
    const sent = await messages.visitorVcardOf(request.brand.id, message.id)
    return reply
      .type('text/vcard; charset=utf-8')
      .header('content-disposition', `attachment; filename="${contactFileName(message.from.name)}"`)
      .header('cache-control', 'no-store')
      .send(sent ?? leadVcard({ ...message.from, message: message.message }))
  })

  app.patch('/api/brands/:brandId/messages/:messageId', { config: leadReaders, schema: { params: messageParams, body: messageUpdateSchema, response: { 200: messageSchema } } }, async (request) => {
    return (await messages.update({ brandId: request.brand.id }, request.params.messageId, request.body)) ?? Promise.reject(noMessage())
  })

  app.patch(
    '/api/messages/:messageId',
    { config: { access: 'signed-in' }, schema: { params: z.object({ messageId: z.uuid('must be the id of a message') }), body: messageUpdateSchema, response: { 200: messageSchema } } },
    async (request) => (await messages.update({ userId: request.session.userId }, request.params.messageId, request.body)) ?? Promise.reject(noMessage()),
  )

  app.get('/api/brands/:brandId/messages/:messageId/notes', { config: leadReaders, schema: { params: messageParams, response: { 200: leadNoteListSchema } } }, async (request) => {
    await messageOf(request.brand.id, request.params.messageId)
    return { notes: await messages.notes(request.params.messageId) }
  })

  app.post('/api/brands/:brandId/messages/:messageId/notes', { config: leadReaders, schema: { params: messageParams, body: leadNoteCreateSchema, response: { 201: leadNoteListSchema } } }, async (request, reply) => {
    await messageOf(request.brand.id, request.params.messageId)
    await messages.addNote(request.params.messageId, request.session.userId, 'note', request.body.body)
    return reply.code(201).send({ notes: await messages.notes(request.params.messageId) })
  })

  // A reply goes to the person by e-mail, from the brand, and their answer comes back to whoever wrote it.
  app.post('/api/brands/:brandId/messages/:messageId/replies', { config: leadReaders, schema: { params: messageParams, body: leadNoteCreateSchema, response: { 201: leadNoteListSchema } } }, async (request, reply) => {
    const { message } = await messageOf(request.brand.id, request.params.messageId)
    const writer = (await repositories.sessions.findRole(request.site.id, request.session.userId))?.user
    const text = request.body.body
    await messages.addNote(message.id, request.session.userId, 'reply', text)
    await messages.markContacted(message.id)
    await jobs.send('mail', {
      to: message.from.email,
      fromName: request.site.meta.name,
      ...(writer?.email ? { replyTo: { name: writer.name || request.site.meta.name, address: writer.email } } : {}),
      // The visitor chose no language we know of: the site's.
      subject: sayWith(translatorFor(siteDefaultLocale(request.site.meta)))(words.replySubject, { brand: request.site.meta.name }),
      text: `${text}\n\n— ${writer?.name || request.site.meta.name}, ${request.site.meta.name}\n`,
      html: `<p style="white-space:pre-wrap">${escapeHtml(text)}</p><p>— ${escapeHtml(writer?.name || request.site.meta.name)}, ${escapeHtml(request.site.meta.name)}</p>`,
    })
    return reply.code(201).send({ notes: await messages.notes(message.id) })
  })
}
