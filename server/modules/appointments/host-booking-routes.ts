import { defineMessages } from '@formatjs/intl'
import { requestLocale, siteDefaultLocale } from '../../i18n/request-locale'
import { sayStored } from '../../i18n/stored-words'
import { sayWith, translatorFor } from '../../i18n/translator'
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ICalEventStatus } from 'ical-generator'
import { z } from 'zod'
import { type CalendarImport, bookingSchema, calendarFeedSchema, calendarImportInputSchema, calendarImportSchema, hostBookingSchema, slotQuerySchema } from '../../../src/domain/appointment'
import type { AppContext } from '../../app-context'
import { calendarText, newCalendar } from '../../calendar-file'
import { fieldError, forbidden, notFound, said, tooManyRequests } from '../../http-error'
import { newsOf, sendBookingNews } from './booking-news'
import { planReminders } from './booking-reminder'
import { calendarAddressOf, calendarAddressProblem, calendarProblemWords, calendarRefreshSeconds } from './calendar-import'
import { visitorWindow } from './free-slots'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const brandBookingParams = z.object({ brandId: z.uuid(), bookingId: z.uuid('must be a booking id') })
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{32}\.ics$/, 'must be a calendar feed address') })
const words = defineMessages({
  noSuchBooking: { id: 'appointmentsErrors.noSuchBooking', defaultMessage: 'There is no such booking in this brand' },
  onlyHostDecides: { id: 'appointmentsErrors.onlyHostDecides', defaultMessage: 'Only its host or an admin of the brand can confirm or decline this booking' },
  decidedAlready: {
    id: 'appointmentsErrors.decidedAlready',
    defaultMessage: 'is {status, select, confirmed {confirmed} cancelled {cancelled} other {pending}} already: only a booking waiting for its host can be confirmed or declined',
  },
  decidedMeanwhile: { id: 'appointmentsErrors.decidedMeanwhile', defaultMessage: 'was decided a moment ago; reload to see it' },
  noFeed: { id: 'appointmentsErrors.noFeed', defaultMessage: 'There is no such calendar feed (any more)' },
  noCalendar: { id: 'appointmentsErrors.noCalendar', defaultMessage: 'You have no calendar to read; add its address first' },
  readingAlready: { id: 'appointmentsErrors.readingAlready', defaultMessage: 'Your calendar is being read already; its busy times show here once that read is done' },
})
/** How far back the feed lists bookings: calendars keep what they had before. */
const feedDaysBack = 60

/**
 * The host's side of appointments (docs/appointments.md): their bookings (every host's, for the
 * brand's admins) to confirm or decline, a private calendar feed of them, and their own calendar
 * whose busy times are never offered.
 */
export const hostBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { appointments } = context.repositories
  /** The host's calendar, with what its last read found said in their language. */
  const calendarFor = (request: FastifyRequest, found: CalendarImport) =>
    calendarImportSchema.parse({ ...found, problem: sayStored(sayWith(translatorFor(requestLocale(request))), found.problem, calendarProblemWords) })

  // The days from `from` to `to` on the asker's clock, as the free times are asked for.
  app.get(
    '/api/brands/:brandId/bookings',
    { config: { access: { brand: 'offer-appointments' } }, schema: { querystring: slotQuerySchema, response: { 200: z.object({ bookings: z.array(hostBookingSchema) }) } } },
    async (request) => {
      const { from, to, time_zone } = request.query
      const window = visitorWindow(from, to, time_zone)
      const everyone = request.brand.may('manage-appointments')
      return { bookings: await appointments.listForHost(request.brand.id, everyone ? null : request.session.userId, window.from, window.to) }
    },
  )

  for (const decision of ['confirm', 'decline'] as const) {
    app.post(
      `/api/brands/:brandId/bookings/:bookingId/${decision}`,
      { config: { access: { brand: 'offer-appointments' } }, schema: { params: brandBookingParams, response: { 200: bookingSchema } } },
      async (request) => {
        const booking = await appointments.findBooking(request.params.bookingId)
        const type = booking ? await appointments.findType(booking.typeId) : null
        if (!booking || !type || type.brandId !== request.brand.id) throw notFound(words.noSuchBooking)
        if (type.hostUserId !== request.session.userId && !request.brand.may('manage-appointments')) throw forbidden(words.onlyHostDecides)
        if (booking.status !== 'pending') throw fieldError('status', said(words.decidedAlready, { status: booking.status }))
        const decided = await appointments.decide(booking.id, decision === 'confirm' ? 'confirmed' : 'cancelled')
        // Decided by another click in the moment between.
        if (!decided) throw fieldError('status', words.decidedMeanwhile)
        const site = await context.repositories.sites.findByHost(request.hostname)
        const brandName = site?.meta.name ?? ''
        const siteLocale = siteDefaultLocale(site?.meta)
        const news = newsOf(type, decided, { method: decision === 'confirm' ? 'REQUEST' : 'CANCEL', brandName, siteLocale, change: decision === 'confirm' ? 'confirmed' : 'declined' })
        await sendBookingNews(context.jobs, news, request.hostname)
        // The reminders planned while it waited carry the old sequence: the confirmed booking gets its own.
        if (decision === 'confirm') await planReminders(context.jobs, decided, { brandName, siteLocale }, context.config.bookingReminderSeconds)
        return bookingSchema.parse(decided)
      },
    )
  }

  app.post(
    '/api/brands/:brandId/calendar-feed',
    { config: { access: { brand: 'offer-appointments' } }, schema: { response: { 201: calendarFeedSchema } } },
    async (request, reply) => {
      const token = randomBytes(24).toString('base64url')
      await appointments.setCalendarFeed(request.session.userId, request.brand.id, hashOf(token))
      return reply.code(201).send({ url: `${request.protocol}://${request.host}/api/calendar-feeds/${token}.ics` })
    },
  )

  app.delete('/api/brands/:brandId/calendar-feed', { config: { access: { brand: 'offer-appointments' } } }, async (request, reply) => {
    await appointments.removeCalendarFeed(request.session.userId, request.brand.id)
    return reply.code(204).send()
  })

  app.get('/api/calendar-feeds/:file', { config: { access: 'site' }, schema: { params: feedParams } }, async (request, reply) => {
    const feed = await appointments.findCalendarFeed(hashOf(request.params.file.slice(0, -'.ics'.length)))
    // A feed is read only through the sites of its own brand; a stopped or changed address is gone.
    if (!feed || feed.brandId !== request.site.brandId) throw notFound(words.noFeed)
    const listed = await appointments.feedBookings(feed.userId, feed.brandId, new Date(Date.now() - feedDaysBack * 86_400_000))
    const types = new Map<string, Awaited<ReturnType<typeof appointments.findType>>>()
    const calendar = newCalendar({ name: `${request.site.meta.name}: bookings`, ttlSeconds: 15 * 60 })
    for (const { booking, typeId } of listed) {
      if (!types.has(typeId)) types.set(typeId, await appointments.findType(typeId))
      const type = types.get(typeId)
      if (!type) continue
      calendar.createEvent({
        // The same UID as the invitations, so a calendar that has both keeps one event.
        id: `${booking.id}@${request.hostname}`,
        sequence: booking.sequence,
        start: booking.startsAt,
        end: booking.endsAt,
        summary: `${type.fields.title} with ${booking.name}`,
        description: `${booking.name} <${booking.email}>`,
        status: booking.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      })
    }
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(calendarText(calendar))
  })

  app.get('/api/users/me/calendar-import', { config: { access: 'signed-in' }, schema: { response: { 200: z.object({ calendar: calendarImportSchema.nullable() }) } } }, async (request) => {
    const found = await appointments.findCalendarImport(request.session.userId)
    return { calendar: found ? calendarFor(request, found) : null }
  })

  app.put(
    '/api/users/me/calendar-import',
    { config: { access: 'signed-in' }, schema: { body: calendarImportInputSchema, response: { 200: z.object({ calendar: calendarImportSchema }) } } },
    async (request) => {
      const problem = calendarAddressProblem(request.body.url, context.allowLoopbackHttp)
      if (problem) throw fieldError('url', problem)
      const userId = request.session.userId
      const set = await appointments.setCalendarImport(userId, calendarAddressOf(request.body.url), request.body.time_zone)
      // Read now; a calendar just added also begins its half-hourly refreshes.
      await context.jobs.send('calendar-import', { userId, chain: null })
      if (set.added) await context.jobs.send('calendar-import', { userId, chain: set.chain }, { startAfter: new Date(Date.now() + calendarRefreshSeconds * 1000) })
      return { calendar: calendarFor(request, (await appointments.findCalendarImport(userId))!) }
    },
  )

  app.post('/api/users/me/calendar-import/refresh', { config: { access: 'signed-in' } }, async (request, reply) => {
    const userId = request.session.userId
    if (!(await appointments.findCalendarImport(userId))) throw notFound(words.noCalendar)
    // One read asked for by hand at a time: pressing again while one waits or runs fetches nothing more.
    if (await context.jobs.waitingOrRunning('calendar-import', { userId, chain: null })) {
      throw tooManyRequests(words.readingAlready)
    }
    await context.jobs.send('calendar-import', { userId, chain: null })
    return reply.code(202).send()
  })

  app.delete('/api/users/me/calendar-import', { config: { access: 'signed-in' } }, async (request, reply) => {
    await appointments.removeCalendarImport(request.session.userId)
    return reply.code(204).send()
  })
}
