import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '../../../src/domain/notification'
import type { AppContext } from '../../app-context'
import { defineMessages } from '@formatjs/intl'
import { HttpError, notFound, said } from '../../http-error'
import { hijackWithHeaders } from '../../security-headers'
import { announceUnreadChange, type NotificationStream } from './notification-stream'

const words = defineMessages({
  noNotification: { id: 'notificationsErrors.noNotification', defaultMessage: 'No such notification of yours on this site' },
  streamOnly: { id: 'notificationsErrors.streamOnly', defaultMessage: 'This address streams server-sent events: open it with an EventSource ({accept})' },
})

/** A comment line every 25 s keeps proxies and load balancers from closing a quiet stream. */
const heartbeatMs = 25_000

/** A signed-in person's notifications on the current site, their live unread count, and where each kind reaches them. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext & { stream: NotificationStream }> = async (app, { repositories, database, stream }) => {
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
      if (!updated) throw notFound(words.noNotification)
      await announceUnreadChange(database.db, site.id, session.userId)
      return updated
    },
  )

  /**
   * The unread count as server-sent events: an `unread` event at once, then one each time it
   * changes. An EventSource cannot send an Authorization header, so this route reads the session
   * cookie too. Changes come through the database's LISTEN/NOTIFY (notification-stream.ts); nothing polls.
   * The stream ends when its session does: at once when the session is revoked (signed out,
   * suspended, replaced by an accepted invitation), and at the next heartbeat when it expired.
   */
  app.get('/api/notifications/stream', { config: { access: 'signed-in', sessionCookie: true } }, async (request, reply) => {
    const { site, session } = request
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, said(words.streamOnly, { accept: 'Accept: text/event-stream' }))
    }
    hijackWithHeaders(reply)
    const response = reply.raw
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx and its kin hold a proxied answer back until it ends unless told not to.
      'x-accel-buffering': 'no',
    })
    // A browser that loses the stream waits this long before it opens it again.
    response.write('retry: 3000\n\n')

    let closed = false
    let last: number | null = null
    let counting: Promise<void> | null = null
    let countAgain = false
    const sendCount = () => {
      if (counting) {
        countAgain = true
        return
      }
      counting = (async () => {
        do {
          countAgain = false
          const unread = await repositories.notifications.unreadCount(site.id, session.userId)
          if (closed) return
          if (unread !== last) response.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`)
          last = unread
        } while (countAgain && !closed)
      })()
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'the unread count could not be read for a notification stream')
          end()
        })
        .finally(() => {
          counting = null
          if (countAgain && !closed) sendCount()
        })
    }

    const checkSession = () => {
      repositories.sessions
        .isLive(session.sessionId)
        .then((live) => {
          if (!live) end()
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'the session of a notification stream could not be checked'))
    }

    const unsubscribe = stream.subscribe(site.id, session.userId, sendCount)
    const unwatch = stream.watchSessions(session.userId, checkSession)
    const heartbeat = setInterval(() => {
      response.write(': heartbeat\n\n')
      checkSession()
    }, heartbeatMs)
    const untrack = stream.track(() => end())
    function end() {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      unsubscribe()
      unwatch()
      untrack()
      response.end()
    }
    response.on('close', end)
    sendCount()
    // Ended between the check before this answer and the watch above, it would not be heard of.
    checkSession()
  })

  app.get(
    '/api/users/me/notification-preferences',
    { config: { access: 'signed-in' }, schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => repositories.notificationPreferences.preferencesOf(request.session.userId),
  )

  app.put(
    '/api/users/me/notification-preferences',
    { config: { access: 'signed-in' }, schema: { body: notificationPreferencesUpdateSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => repositories.notificationPreferences.update(request.session.userId, request.body),
  )
}
