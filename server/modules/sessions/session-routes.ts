import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defineMessages } from '@formatjs/intl'
import { accountSuspendedCode, codeSentResponseSchema, guestResponseSchema, meResponseSchema, tokenRequestSchema, tokenResponseSchema } from '../../../src/domain/session'
import type { AppContext } from '../../app-context'
import { HttpError, tooManyRequests, unauthorized } from '../../http-error'
import { actorOf } from '../../access/actor'
import { requestLocale } from '../../i18n/request-locale'
import { chosenLocaleOf, toUser } from './user-accounts'
import { codeError } from './one-time-code'
import { signInCodeMail } from './sign-in-mail'

const words = defineMessages({
  accountSuspended: { id: 'sessionsErrors.accountSuspended', defaultMessage: 'This account is suspended; ask the administrators of this site to restore it' },
  noSignInCode: { id: 'sessionsErrors.noSignInCode', defaultMessage: 'no sign-in code is waiting for this address; ask for a new code' },
  addressLimit: { id: 'sessionsErrors.addressLimit', defaultMessage: 'Too many codes were asked for this address in the last hour; wait a while and try again' },
  networkLimit: { id: 'sessionsErrors.networkLimit', defaultMessage: 'Too many codes were asked from your network in the last hour; wait a while and try again' },
  mailNotSent: { id: 'sessionsErrors.mailNotSent', defaultMessage: 'The sign-in e-mail could not be sent; try again in a moment' },
  noRole: { id: 'sessionsErrors.noRole', defaultMessage: 'You have no role on this site; sign in again' },
  guestLimit: { id: 'sessionsErrors.guestLimit', defaultMessage: 'Too many guest visits from your network in the last hour; try again later' },
})

/** Signing in by e-mailed code, the signed-in person's role, signing out, and guest identities. */
export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { repositories, mailer, database }) => {
  app.post(
    '/api/auth/tokens',
    {
      config: { access: 'site' },
      schema: {
        body: tokenRequestSchema,
        response: { 200: z.union([tokenResponseSchema, codeSentResponseSchema]) },
      },
    },
    async (request) => {
      const { site } = request
      const { email, code } = request.body
      const { auditLog } = repositories
      // Never the code or the token: who, from where, and which address was tried.
      if (code) {
        const result = await repositories.sessions.exchangeCode({ siteId: site.id, email, code })
        // Said only to someone who sent the right code, so it tells a stranger nothing about the address.
        if (!result.ok && result.reason === 'suspended') throw new HttpError(403, words.accountSuspended, undefined, accountSuspendedCode)
        if (!result.ok) {
          // The fifth wrong try locks the code: one event for the burst, not one per typo.
          if (result.reason === 'wrong' && result.triesLeft === 0) {
            await auditLog.record(null, { userId: null, ip: request.ip }, {
              action: 'session.sign-in-failed',
              object: { type: 'address', id: email },
              summary: `Sign-in to ${email} refused: 5 wrong codes`,
              siteId: site.id,
              details: { reason: 'wrong-codes' },
            })
          }
          throw codeError(result, words.noSignInCode)
        }
        await auditLog.record(null, { userId: result.userId, ip: request.ip }, {
          action: 'session.signed-in',
          object: { type: 'user', id: result.userId },
          summary: `Signed in as ${email}`,
          siteId: site.id,
        })
        return { token: result.token, expires_at: result.expiresAt.toISOString() }
      }
      const issued = await repositories.sessions.requestCode({ siteId: site.id, email, ip: request.ip })
      if (!issued.ok) {
        // A limit that is hit is recorded once an hour per address or network, however often it refuses.
        await auditLog.recordOncePerHour(
          { userId: null, ip: request.ip },
          issued.reason === 'address-limit'
            ? { action: 'session.sign-in-failed', object: { type: 'address', id: email }, summary: `Sign-in codes for ${email} refused: 5 asked for within an hour`, siteId: site.id, details: { reason: 'address-limit' } }
            : { action: 'session.sign-in-failed', object: { type: 'network', id: request.ip }, summary: `Sign-in codes refused to ${request.ip}: 30 asked for within an hour`, siteId: site.id, details: { reason: 'network-limit' } },
        )
        throw tooManyRequests(issued.reason === 'address-limit' ? words.addressLimit : words.networkLimit)
      }
      // In the language the person chose on their profile, else the one the app asking for it is drawn in.
      const locale = (await chosenLocaleOf(database.db, { email })) ?? requestLocale(request, site.meta)
      const mail = signInCodeMail({ to: email, brandName: site.meta.name, code: issued.code, hostname: request.hostname, origin: `${request.protocol}://${request.host}`, locale })
      try {
        await mailer.send(mail)
      } catch (error) {
        request.log.error({ err: error }, 'sign-in mail could not be sent')
        throw new HttpError(502, words.mailNotSent)
      }
      return { sent: true as const }
    },
  )

  app.get('/api/auth/me', { config: { access: 'signed-in' }, schema: { response: { 200: meResponseSchema } } }, async (request) => {
    const { site, session } = request
    const found = await repositories.sessions.findRole(site.id, session.userId)
    if (!found) throw unauthorized(words.noRole)
    return { id: found.role.id, type: found.role.type, site_id: site.id, user: toUser(found.user) }
  })

  app.delete(
    '/api/auth/tokens/current',
    { config: { access: 'signed-in' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await repositories.sessions.revokeSession(request.session.sessionId)
      await repositories.auditLog.record(null, actorOf(request), {
        action: 'session.signed-out',
        object: { type: 'user', id: request.session.userId },
        summary: 'Signed out',
        siteId: request.site.id,
      })
      return reply.code(204).send(null)
    },
  )

  app.post('/api/auth/guests', { config: { access: 'site' }, schema: { response: { 200: guestResponseSchema } } }, async (request) => {
    const guest = await repositories.sessions.createGuest({ siteId: request.site.id, ip: request.ip })
    if (!guest) throw tooManyRequests(words.guestLimit)
    return { role_id: guest.roleId }
  })
}
