import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problem } from '../../../src/domain/problems'
import {
  directoryPageSize,
  directoryQuerySchema,
  directorySchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeSentSchema,
  personOverviewSchema,
  personSchema,
  personUpdateSchema,
} from '../../../src/domain/people'
import { profileUpdateSchema, userSchema } from '../../../src/domain/profile'
import { viewerOnSite } from '../../access/caller'
import type { AppContext } from '../../app-context'
import { HttpError, fieldError, forbidden, notFound, said, tooManyRequests, unauthorized } from '../../http-error'
import { cardPhotoJpeg, cardPhotoRefusals } from '../cards/public'
import { actorOf } from '../../access/actor'
import { codeError } from '../sessions/public'
import type { SiteRecord } from '../sites/public'
import { acceptImageBodies, imageBodyOf, uploadUrl } from '../uploads/public'
import { requestLocale } from '../../i18n/request-locale'
import { emailChangeCodeMail, emailChangedNoticeMail } from './email-change-mail'
import { toPerson, type PersonRecord } from './user-repository'
import { toUser } from '../sessions/public'

const words = defineMessages({
  noPerson: { id: 'usersErrors.noPerson', defaultMessage: 'No person with this id on this site' },
  accountGone: { id: 'usersErrors.accountGone', defaultMessage: 'Your account no longer exists; sign in again' },
  onlySelfChangesAddress: {
    id: 'usersErrors.onlySelfChangesAddress',
    defaultMessage: 'Only the person themself can change their e-mail address: the code goes to the new address',
  },
  onlySelfConfirmsAddress: { id: 'usersErrors.onlySelfConfirmsAddress', defaultMessage: 'Only the person themself can change their e-mail address' },
  sameAddress: { id: 'usersErrors.sameAddress', defaultMessage: 'this is already your address' },
  personLimit: { id: 'usersErrors.personLimit', defaultMessage: 'You asked for too many codes in the last hour; wait a while and try again' },
  addressLimit: { id: 'usersErrors.addressLimit', defaultMessage: 'Too many codes were sent to this address in the last hour; wait a while and try again' },
  mailNotSent: { id: 'usersErrors.mailNotSent', defaultMessage: 'The e-mail with the code could not be sent; try again in a moment' },
  addressTaken: { id: 'usersErrors.addressTaken', defaultMessage: '{email} is already the address of another account; choose another' },
  noAddressChange: { id: 'usersErrors.noAddressChange', defaultMessage: 'no change of address is waiting; ask for a new code' },
  ownAccount: { id: 'usersErrors.ownAccount', defaultMessage: 'You cannot {verb, select, suspend {suspend} other {restore}} your own account' },
})

const personParams = z.object({ userId: z.uuid(problem('person')) })
const noSuchPerson = () => notFound(words.noPerson)

/** Suspending or restoring an account: the repository's word for it, and what the audit log says. */
type AccountChange = { verb: 'suspend' | 'restore'; action: 'user.suspended' | 'user.restored'; summary: (name: string) => string }

const nameOf = (person: PersonRecord) => person.user.name || person.user.email || 'a person'

/**
 * The people of a site: its directory, each person's profile and overview, editing one's own
 * profile (an operator may edit anyone's), changing one's address by a mailed code, and an
 * operator's suspending and restoring of accounts.
 */
export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, repositories, mailer, jobs }) => {
  const isOperator = async (site: SiteRecord, userId: string) => (await repositories.sessions.findRole(site.id, userId))?.role.type === 'admin'

  /** Who is asking, signed in or not, and whether they run this site. */
  async function viewerOf(request: FastifyRequest) {
    const viewer = await viewerOnSite(request, repositories, request.site)
    return { userId: viewer?.userId ?? null, operator: viewer ? await isOperator(request.site, viewer.userId) : false }
  }

  /**
   * The person a signed-in caller may manage: themself, or anyone on the site for an operator.
   * Anyone else is answered as if the person were not here.
   */
  async function managedPerson(request: FastifyRequest, userId: string) {
    const { site, session } = request
    const self = session.userId === userId
    const operator = await isOperator(site, session.userId)
    const person = self || operator ? await repositories.users.findOnSite(site, userId) : null
    if (!person) throw noSuchPerson()
    return { person, self, operator }
  }

  /** The person the path names, when they are the caller: only they may change their e-mail address. */
  async function addressOwner(request: FastifyRequest, userId: string, refusal: MessageDescriptor) {
    const { person, self } = await managedPerson(request, userId)
    if (!self) throw forbidden(refusal)
    return person
  }

  const reread = async (site: SiteRecord, userId: string) => {
    const person = await repositories.users.findOnSite(site, userId)
    if (!person) throw noSuchPerson()
    return person
  }

  app.patch(
    '/api/users/me',
    { config: { access: 'signed-in' }, schema: { body: profileUpdateSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = await repositories.users.updateUser(database.db, request.session.userId, request.body)
      if (!user) throw unauthorized(words.accountGone)
      return toUser(user)
    },
  )

  app.get(
    '/api/users',
    { config: { access: 'site' }, schema: { querystring: directoryQuerySchema, response: { 200: directorySchema } } },
    async (request, reply) => {
      // The answer depends on who asks: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store')
      const { site } = request
      const viewer = await viewerOf(request)
      const page = request.query.page ?? 1
      const { people, total } = await repositories.users.listOnSite({
        siteId: site.id,
        brandId: site.brandId,
        everyone: viewer.operator,
        words: request.query.q || undefined,
        limit: directoryPageSize,
        offset: (page - 1) * directoryPageSize,
      })
      return {
        people: people.map((person) => toPerson(person, viewer.operator || person.user.id === viewer.userId)),
        total,
        page,
        page_size: directoryPageSize,
        operator: viewer.operator,
      }
    },
  )

  app.get(
    '/api/users/:userId',
    { config: { access: 'site' }, schema: { params: personParams, response: { 200: personSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const person = await repositories.users.findOnSite(request.site, request.params.userId)
      if (!person) throw noSuchPerson()
      const viewer = await viewerOf(request)
      const privileged = viewer.operator || viewer.userId === person.user.id
      if (!privileged && !(person.user.listed && !person.user.suspendedAt)) throw noSuchPerson()
      return toPerson(person, privileged)
    },
  )

  app.get(
    '/api/users/:userId/overview',
    { config: { access: 'signed-in' }, schema: { params: personParams, response: { 200: personOverviewSchema } } },
    async (request) => {
      const { site } = request
      const { person, self } = await managedPerson(request, request.params.userId)
      return {
        person: toPerson(person, true),
        cards: await repositories.users.cardsOf(site.brandId, person.user.id),
        // Their own memberships everywhere to themself; to an operator, only this site's brand.
        brands: await repositories.users.membershipsOf(person.user.id, self ? undefined : site.brandId),
      }
    },
  )

  app.patch(
    '/api/users/:userId',
    { config: { access: 'signed-in' }, schema: { params: personParams, body: personUpdateSchema, response: { 200: personSchema } } },
    async (request) => {
      const { site } = request
      const { person } = await managedPerson(request, request.params.userId)
      const changes = request.body
      if (Object.keys(changes).length > 0) {
        await database.db.transaction(async (tx) => {
          await repositories.users.updateUser(tx, person.user.id, changes)
          await repositories.auditLog.recordEdit(tx, actorOf(request), {
            action: 'user.edited',
            object: { type: 'user', id: person.user.id },
            before: person.user,
            after: changes,
            summary: (changed) => `Edited the profile of ${nameOf(person)} (${changed.join(', ')})`,
            siteId: site.id,
          })
        })
      }
      return toPerson(await reread(site, person.user.id), true)
    },
  )

  // The photo arrives as the raw image: this scope reads any body as bytes, up to the image limit.
  await acceptImageBodies(app, cardPhotoRefusals, (photos) => {
    photos.put(
      '/api/users/:userId/photo',
      { config: { access: 'signed-in' }, schema: { params: personParams, response: { 200: personSchema } } },
      async (request) => {
        const { site } = request
        const { person } = await managedPerson(request, request.params.userId)
        const { bytes } = imageBodyOf(request, cardPhotoRefusals)
        // The same square JPEG as a card's photo; shown through the sites of this site's brand.
        const jpeg = await cardPhotoJpeg(bytes)
        await database.db.transaction(async (tx) => {
          const upload = await repositories.uploads.create(tx, { owner: { purpose: 'brand-image', brandId: site.brandId }, contentType: 'image/jpeg', bytes: jpeg })
          const image = { image: uploadUrl(upload.id) }
          await repositories.users.updateUser(tx, person.user.id, image)
          await repositories.auditLog.recordEdit(tx, actorOf(request), {
            action: 'user.edited',
            object: { type: 'user', id: person.user.id },
            before: person.user,
            after: image,
            summary: () => `Changed the photo of ${nameOf(person)}`,
            siteId: site.id,
          })
        })
        return toPerson(await reread(site, person.user.id), true)
      },
    )
  })

  app.post(
    '/api/users/:userId/email',
    { config: { access: 'signed-in' }, schema: { params: personParams, body: emailChangeRequestSchema, response: { 200: emailChangeSentSchema } } },
    async (request) => {
      const person = await addressOwner(request, request.params.userId, words.onlySelfChangesAddress)
      const { email } = request.body
      if (email === person.user.email) throw fieldError('email', words.sameAddress)
      const issued = await repositories.emailChanges.request({ userId: person.user.id, siteId: request.site.id, newEmail: email })
      if (!issued.ok) {
        throw tooManyRequests(issued.reason === 'person-limit' ? words.personLimit : words.addressLimit)
      }
      try {
        // The person waits for this code, so it is sent now rather than queued.
        await mailer.send(emailChangeCodeMail({ to: email, brandName: request.site.meta.name, code: issued.code, hostname: request.hostname, locale: person.user.locale ?? requestLocale(request, request.site.meta) }))
      } catch (error) {
        request.log.error({ err: error }, 'e-mail change code could not be sent')
        throw new HttpError(502, words.mailNotSent)
      }
      return { sent_to: email }
    },
  )

  app.post(
    '/api/users/:userId/email/confirm',
    { config: { access: 'signed-in' }, schema: { params: personParams, body: emailChangeConfirmSchema, response: { 200: personSchema } } },
    async (request) => {
      const { site } = request
      const person = await addressOwner(request, request.params.userId, words.onlySelfConfirmsAddress)
      const result = await database.db.transaction(async (tx) => {
        const changed = await repositories.emailChanges.confirm(tx, { userId: person.user.id, code: request.body.code })
        if (changed.ok) {
          await repositories.auditLog.record(tx, { ...actorOf(request), email: changed.oldEmail }, {
            action: 'user.email-changed',
            object: { type: 'user', id: person.user.id },
            summary: `Changed the e-mail address from ${changed.oldEmail ?? 'none'} to ${changed.newEmail}`,
            siteId: site.id,
          })
        }
        return changed
      })
      if (!result.ok && result.reason === 'taken') {
        throw fieldError('email', said(words.addressTaken, { email: result.newEmail }), 409)
      }
      if (!result.ok) throw codeError(result, words.noAddressChange)
      if (result.oldEmail) {
        // After the commit: the queue keeps the notice until it is sent.
        await jobs.send('mail', emailChangedNoticeMail({ to: result.oldEmail, brandName: site.meta.name, newEmail: result.newEmail, hostname: request.hostname, locale: person.user.locale ?? requestLocale(request, site.meta) }))
      }
      return toPerson(await reread(site, person.user.id), true)
    },
  )

  const operators = { access: { site: 'admin' } } as const

  /**
   * An operator suspends or restores another person's account (never their own); the audit log
   * says so only when the account changed.
   */
  async function setSuspended(request: FastifyRequest, userId: string, change: AccountChange) {
    const { site, session } = request
    const person = await reread(site, userId)
    if (person.user.id === session.userId) throw new HttpError(409, said(words.ownAccount, { verb: change.verb }))
    await database.db.transaction(async (tx) => {
      if (!(await repositories.users[change.verb](tx, person.user.id))) return
      await repositories.auditLog.record(tx, actorOf(request), {
        action: change.action,
        object: { type: 'user', id: person.user.id },
        summary: change.summary(nameOf(person)),
        siteId: site.id,
      })
    })
    return toPerson(await reread(site, person.user.id), true)
  }

  app.post('/api/users/:userId/suspend', { config: operators, schema: { params: personParams, response: { 200: personSchema } } }, (request) =>
    setSuspended(request, request.params.userId, { verb: 'suspend', action: 'user.suspended', summary: (name) => `Suspended ${name} and signed them out everywhere` }),
  )

  app.post('/api/users/:userId/restore', { config: operators, schema: { params: personParams, response: { 200: personSchema } } }, (request) =>
    setSuspended(request, request.params.userId, { verb: 'restore', action: 'user.restored', summary: (name) => `Restored ${name}: they can sign in again` }),
  )
}
