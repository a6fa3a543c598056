import { defineMessages } from '@formatjs/intl'
import { requestLocale, siteDefaultLocale } from '../../i18n/request-locale'
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  appointmentTypeSaveSchema,
  appointmentTypeSchema,
  bookingCreateSchema,
  bookingSchema,
  bookingSummarySchema,
  cancelLinkSchema,
  linkSlotQuerySchema,
  publicAppointmentTypeSchema,
  rescheduleSchema,
  slotDaysSchema,
  slotQuerySchema,
} from '../../../src/domain/appointment'
import type { CallerBrand } from '../../access/route-access'
import type { AppContext } from '../../app-context'
import { fieldError, forbidden, notFound, said, tooManyRequests } from '../../http-error'
import { appointmentTypeOf, visitorHostName, type AppointmentTypeRecord } from './appointment-repository'
import { newsOf, sendBookingNews } from './booking-news'
import { planReminders } from './booking-reminder'
import { byVisitorDay, freeSlots, hostDayOf, visitorWindow } from './free-slots'

/** Bookings one network address may make in a day: enough for a family or an office, not for a script. */
export const bookingsPerAddressPerDay = 10

const words = defineMessages({
  noSuchType: { id: 'appointmentsErrors.noSuchType', defaultMessage: 'There is no such appointment type here' },
  staleLink: {
    id: 'appointmentsErrors.staleLink',
    defaultMessage: 'This link does not work (any more): the booking may be cancelled already, or the link was changed. Use the link in your latest mail.',
  },
  hostedByYou: {
    id: 'appointmentsErrors.hostedByYou',
    defaultMessage:
      'Your role in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {operator}}) may not {action}: a type you make is hosted by you',
  },
  notBrandPerson: { id: 'appointmentsErrors.notBrandPerson', defaultMessage: 'must be one of the brand’s people' },
  onlyHostChangesType: { id: 'appointmentsErrors.onlyHostChangesType', defaultMessage: 'Only its host or an admin of the brand can change this appointment type' },
  // The same words as the booking page's own (slotTakenMessage, src/domain/appointment.ts).
  slotTaken: { id: 'appointmentsErrors.slotTaken', defaultMessage: 'That time was just taken; choose another.' },
  notFree: { id: 'appointmentsErrors.notFree', defaultMessage: 'is not one of the free times of this appointment; choose one of those offered' },
  mustAnswer: { id: 'appointmentsErrors.mustAnswer', defaultMessage: 'must be answered: {question}' },
  notAQuestion: { id: 'appointmentsErrors.notAQuestion', defaultMessage: 'is not a question of this appointment' },
  bookingLimit: {
    id: 'appointmentsErrors.bookingLimit',
    defaultMessage: 'At most {count, plural, one {# booking} other {# bookings}} a day can be made from one network; try again tomorrow',
  },
})

/** Another visitor took the time first: 409 on the `start` field. */
const slotTaken = () => fieldError('start', words.slotTaken, 409)

const typeParams = z.object({ typeId: z.uuid('must be an appointment type id') })
const brandTypeParams = z.object({ brandId: z.uuid(), typeId: z.uuid('must be an appointment type id') })
const bookingParams = z.object({ bookingId: z.uuid('must be a booking id') })
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Appointment types (a brand's people set their own) and bookings of them by visitors: free times
 * worked out from the host's hours in their time zone, and a booking that the database refuses
 * when another already holds the time (docs/appointments.md).
 */
export const appointmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { repositories } = context
  const appointments = repositories.appointments

  app.get(
    '/api/brands/:brandId/appointment-types',
    { config: { access: { brand: 'view-brand' } }, schema: { response: { 200: z.object({ types: z.array(appointmentTypeSchema) }) } } },
    async (request) => ({ types: (await appointments.listTypes(request.brand.id)).map(appointmentTypeOf) }),
  )

  /** Who hosts a type being saved: the caller, or a member of the brand an owner or admin names. */
  async function hostOf(request: { brand: CallerBrand; session: { userId: string } }, named: string | undefined, current: string | null): Promise<string> {
    const host = named ?? current ?? request.session.userId
    if (host === current || host === request.session.userId) return host
    if (!request.brand.may('manage-appointments')) throw forbidden(said(words.hostedByYou, { role: request.brand.role, action: app.roles.words('manage-appointments') }))
    if (!(await repositories.brandMembers.findMember(context.database.db, request.brand.id, host))) throw fieldError('host_user_id', words.notBrandPerson)
    return host
  }

  app.post(
    '/api/brands/:brandId/appointment-types',
    { config: { access: { brand: 'offer-appointments' } }, schema: { body: appointmentTypeSaveSchema, response: { 201: appointmentTypeSchema } } },
    async (request, reply) => {
      const { host_user_id: named, ...fields } = request.body
      const created = await appointments.createType(request.brand.id, await hostOf(request, named, null), fields)
      // The host's cards offer "Book a meeting" once a type is published: their pages are drawn again.
      await repositories.cards.notifyChanged(request.brand.id)
      return reply.code(201).send(appointmentTypeOf(created))
    },
  )

  app.put(
    '/api/brands/:brandId/appointment-types/:typeId',
    { config: { access: { brand: 'offer-appointments' } }, schema: { params: brandTypeParams, body: appointmentTypeSaveSchema, response: { 200: appointmentTypeSchema } } },
    async (request) => {
      const type = await appointments.findType(request.params.typeId)
      if (!type || type.brandId !== request.brand.id) throw notFound(words.noSuchType)
      // A host changes their own types; the brand's admins change anyone's.
      const admin = request.brand.may('manage-appointments')
      if (type.hostUserId !== request.session.userId && !admin) throw forbidden(words.onlyHostChangesType)
      const { host_user_id: named, ...fields } = request.body
      const updated = (await appointments.updateType(request.brand.id, type.id, fields, await hostOf(request, named, type.hostUserId)))!
      await repositories.cards.notifyChanged(request.brand.id)
      return appointmentTypeOf(updated)
    },
  )

  /** The booking a cancel link names, when its secret is right and the booking is one of this site's brand. */
  async function bookingOfLink(siteBrandId: string, bookingId: string, token: string) {
    const booking = await appointments.findByCancelToken(bookingId, hashOf(token))
    const type = booking ? await appointments.findType(booking.typeId) : null
    if (!booking || !type || type.brandId !== siteBrandId) throw forbidden(words.staleLink)
    return { booking, type }
  }

  app.get(
    '/api/bookings/:bookingId',
    { config: { access: 'site' }, schema: { params: bookingParams, querystring: cancelLinkSchema, response: { 200: bookingSummarySchema } } },
    async (request) => {
      const { booking, type } = await bookingOfLink(request.site.brandId, request.params.bookingId, request.query.token)
      return { ...bookingSchema.parse(booking), title: type.fields.title, host_name: visitorHostName(type, request.site), duration_minutes: type.fields.duration_minutes }
    },
  )

  app.post(
    '/api/bookings/:bookingId/cancel',
    { config: { access: 'site' }, schema: { params: bookingParams, body: cancelLinkSchema, response: { 200: bookingSchema } } },
    async (request) => {
      const { type } = await bookingOfLink(request.site.brandId, request.params.bookingId, request.body.token)
      const cancelled = await appointments.cancelWithToken(request.params.bookingId, hashOf(request.body.token))
      // Cancelled by another click in the moment between: the link has done its one thing.
      if (!cancelled) throw forbidden(words.staleLink)
      await sendBookingNews(context.jobs, newsOf(type, cancelled, { method: 'CANCEL', brandName: request.site.meta.name, siteLocale: siteDefaultLocale(request.site.meta) }), request.hostname)
      return bookingSchema.parse(cancelled)
    },
  )

  app.get(
    '/api/bookings/:bookingId/slots',
    { config: { access: 'site' }, schema: { params: bookingParams, querystring: linkSlotQuerySchema, response: { 200: slotDaysSchema } } },
    async (request) => {
      const { from, to, time_zone, token } = request.query
      const { booking, type } = await bookingOfLink(request.site.brandId, request.params.bookingId, token)
      const slots = await freeTimes(type, visitorWindow(from, to, time_zone), booking.id)
      return { time_zone, days: byVisitorDay(slots, time_zone) }
    },
  )

  app.post(
    '/api/bookings/:bookingId/reschedule',
    { config: { access: 'site' }, schema: { params: bookingParams, body: rescheduleSchema, response: { 200: bookingSchema } } },
    async (request) => {
      const { booking, type } = await bookingOfLink(request.site.brandId, request.params.bookingId, request.body.token)
      const slot = await checkFree(type, new Date(request.body.start), booking.id)
      // The link moves the booking once; the mail about the new time carries a new link.
      const linkToken = randomBytes(24).toString('base64url')
      const result = await appointments.rescheduleWithToken(booking.id, hashOf(request.body.token), { start: slot.start, end: slot.end, newTokenHash: hashOf(linkToken) })
      if (!result.ok && result.reason === 'stale') throw forbidden(words.staleLink)
      if (!result.ok) throw slotTaken()
      const moved = result.booking
      const origin = `${request.protocol}://${request.host}`
      const news = newsOf(type, moved, { method: 'REQUEST', brandName: request.site.meta.name, siteLocale: siteDefaultLocale(request.site.meta), linkUrl: `${origin}/bookings/${moved.id}?token=${linkToken}`, change: 'moved' })
      await sendBookingNews(context.jobs, news, request.hostname)
      // The reminders planned for the old time carry the old sequence and are dropped when they come.
      await planReminders(context.jobs, moved, { brandName: request.site.meta.name, siteLocale: siteDefaultLocale(request.site.meta) }, context.config.bookingReminderSeconds)
      return bookingSchema.parse(moved)
    },
  )

  /** A published type of this site's brand; any other is "not here", whatever its id. */
  async function publishedType(siteBrandId: string, typeId: string): Promise<AppointmentTypeRecord> {
    const type = await appointments.findType(typeId)
    if (!type || type.brandId !== siteBrandId || !type.fields.published) throw notFound(words.noSuchType)
    return type
  }

  app.get('/api/appointment-types/:typeId', { config: { access: 'site' }, schema: { params: typeParams, response: { 200: publicAppointmentTypeSchema } } }, async (request) => {
    const type = await publishedType(request.site.brandId, request.params.typeId)
    return publicAppointmentTypeSchema.parse({ ...appointmentTypeOf(type), host: { id: type.hostUserId, name: visitorHostName(type, request.site) } })
  })

  /**
   * The free times of a window: the host's bookings (of any type and brand) and the busy times of
   * their own calendar are taken; the day counts the cap needs are of bookings only. A booking being
   * moved (`moving`) does not stand in its own way.
   */
  async function freeTimes(type: AppointmentTypeRecord, window: { from: Date; to: Date }, moving: string | null = null) {
    const { fields } = type
    // Busy times a little either side: a buffer reaches across the window's edge.
    const margin = (fields.buffer_before_minutes + fields.buffer_after_minutes + fields.duration_minutes) * 60_000 + 86_400_000
    const around = { from: new Date(window.from.getTime() - margin), to: new Date(window.to.getTime() + margin) }
    const [booked, imported] = await Promise.all([appointments.busyTimes(type.hostUserId, around.from, around.to), appointments.importedBusyTimes(type.hostUserId, around.from, around.to)])
    const others = booked.filter((booking) => booking.id !== moving)
    const bookedPerDay = new Map<string, number>()
    for (const booking of others) bookedPerDay.set(hostDayOf(booking.start, fields.time_zone), (bookedPerDay.get(hostDayOf(booking.start, fields.time_zone)) ?? 0) + 1)
    return freeSlots(fields, { ...window, now: new Date(), busy: [...others, ...imported], bookedPerDay })
  }

  /** Whether `start` is free, or why not: taken since the visitor looked (409), or never offered (400). */
  async function checkFree(type: AppointmentTypeRecord, start: Date, moving: string | null = null) {
    const [slot] = await freeTimes(type, { from: start, to: new Date(start.getTime() + 1) }, moving)
    if (slot && slot.start.getTime() === start.getTime()) return slot
    const [offered] = freeSlots(type.fields, { from: start, to: new Date(start.getTime() + 1), now: new Date(), busy: [] })
    if (offered?.start.getTime() === start.getTime()) throw slotTaken()
    throw fieldError('start', words.notFree)
  }

  app.get(
    '/api/appointment-types/:typeId/slots',
    { config: { access: 'site' }, schema: { params: typeParams, querystring: slotQuerySchema, response: { 200: slotDaysSchema } } },
    async (request) => {
      const type = await publishedType(request.site.brandId, request.params.typeId)
      const { from, to, time_zone } = request.query
      const slots = await freeTimes(type, visitorWindow(from, to, time_zone))
      return { time_zone, days: byVisitorDay(slots, time_zone) }
    },
  )

  app.post(
    '/api/appointment-types/:typeId/bookings',
    { config: { access: 'site' }, schema: { params: typeParams, body: bookingCreateSchema, response: { 201: bookingSchema } } },
    async (request, reply) => {
      const type = await publishedType(request.site.brandId, request.params.typeId)
      const { body } = request
      for (const question of type.fields.questions) {
        if (question.required && !body.answers[question.id]?.trim()) throw fieldError(`answers.${question.id}`, said(words.mustAnswer, { question: question.label }))
      }
      const unknown = Object.keys(body.answers).find((id) => !type.fields.questions.some((question) => question.id === id))
      if (unknown) throw fieldError(`answers.${unknown}`, words.notAQuestion)
      const slot = await checkFree(type, new Date(body.start))
      if ((await appointments.bookingsFrom(request.ip, new Date(Date.now() - 86_400_000))) >= bookingsPerAddressPerDay) {
        throw tooManyRequests(said(words.bookingLimit, { count: bookingsPerAddressPerDay }))
      }
      // The booker's cancel link carries a secret the database keeps only as its hash.
      const cancelToken = randomBytes(24).toString('base64url')
      const result = await appointments.book({
        cancelTokenHash: hashOf(cancelToken),
        type,
        start: slot.start,
        end: slot.end,
        status: type.fields.needs_confirmation ? 'pending' : 'confirmed',
        name: body.name,
        email: body.email,
        timeZone: body.time_zone,
        // The language the visitor booked in (the app asks in the language it is drawn in): their mails come in it.
        locale: requestLocale(request, request.site.meta),
        answers: body.answers,
        ip: request.ip,
      })
      if (!result.ok) throw slotTaken()
      const booking = result.booking
      const origin = `${request.protocol}://${request.host}`
      await sendBookingNews(context.jobs, newsOf(type, booking, { method: 'REQUEST', brandName: request.site.meta.name, siteLocale: siteDefaultLocale(request.site.meta), linkUrl: `${origin}/bookings/${booking.id}?token=${cancelToken}` }), request.hostname)
      await planReminders(context.jobs, booking, { brandName: request.site.meta.name, siteLocale: siteDefaultLocale(request.site.meta) }, context.config.bookingReminderSeconds)
      return reply.code(201).send(bookingSchema.parse(booking))
    },
  )

}
