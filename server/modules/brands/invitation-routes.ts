import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandInvitationSchema, invitationAcceptedSchema, invitationCreateSchema, invitationViewSchema } from '../../../src/domain/brand-members'
import { brandRoles, type BrandRole } from '../../../src/domain/brand-roles'
import type { AppContext } from '../../app-context'
import { fieldError, forbidden, HttpError, notFound, said } from '../../http-error'
import { roleMayNot } from '../../access/role-refusal'
import { actorOf } from '../../access/actor'
import { presentedSession } from '../../access/caller'
import { notify } from '../notifications/public'
import { chosenLocaleOf, findOrCreateUser } from '../sessions/public'
import { requestLocale, type SiteLanguages } from '../../i18n/request-locale'
import type { InvitationLookup, InvitationRecord } from './invitation-repository'
import { invitationLink, invitationMail } from './invitation-mail'
import { defineMessages } from '@formatjs/intl'

const notices = defineMessages({
  joined: { id: 'mail.notice.joined', defaultMessage: '{email} joined {brand}' },
  joinedBody: { id: 'mail.notice.joinedBody', defaultMessage: 'They accepted your invitation and joined as {role, select, owner {owner} admin {admin} editor {editor} member {member} other {member}}.' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const invitationParams = brandParams.extend({ invitationId: z.uuid('must be the id of an invitation') })
const tokenParams = z.object({ token: z.string().min(1).max(200) })
const invitationManagers = { access: { brand: 'manage-members' } } as const

const words = defineMessages({
  noInvitation: { id: 'brandsErrors.noInvitation', defaultMessage: 'No waiting invitation with this id in this brand' },
  invitationUnknown: {
    id: 'brandsErrors.invitationUnknown',
    defaultMessage: 'This invitation link is not valid here. It may have been replaced by a newer one: use the link in the latest e-mail, or ask for a new invitation.',
  },
  invitationUsed: { id: 'brandsErrors.invitationUsed', defaultMessage: 'This invitation has already been accepted. Sign in to open the brand.' },
  invitationRevoked: { id: 'brandsErrors.invitationRevoked', defaultMessage: 'This invitation was withdrawn. Ask the person who invited you for a new one.' },
  invitationExpired: { id: 'brandsErrors.invitationExpired', defaultMessage: 'This invitation has expired (links last 7 days). Ask the person who invited you to send it again.' },
  invitationSpent: {
    id: 'brandsErrors.invitationSpent',
    defaultMessage: 'This invitation link can no longer be used: it was accepted, withdrawn or sent again a moment ago.',
  },
  suspendedCannotJoin: { id: 'brandsErrors.suspendedCannotJoin', defaultMessage: 'This account is suspended; it cannot join a brand' },
  alreadyMember: {
    id: 'brandsErrors.alreadyMember',
    defaultMessage: '{email} is already in this brand ({role, select, owner {owner} admin {admin} editor {editor} member {member} other {member}}); change their role in the list of members',
  },
  invitationWaiting: { id: 'brandsErrors.invitationWaiting', defaultMessage: 'an invitation to {email} is already waiting; send it again from the list of invitations' },
})

/** Why a link is refused, in words the person who clicked it can act on. */
function refusal(reason: Extract<InvitationLookup, { ok: false }>['reason']): HttpError {
  switch (reason) {
    case 'unknown':
      return notFound(words.invitationUnknown)
    case 'used':
      return new HttpError(410, words.invitationUsed)
    case 'revoked':
      return new HttpError(410, words.invitationRevoked)
    case 'expired':
      return new HttpError(410, words.invitationExpired)
  }
}

const rank = (role: BrandRole) => brandRoles.indexOf(role)

/**
 * Inviting people to a brand by e-mail, sending again, withdrawing; and accepting, which signs the
 * person in (creating their account if new) and joins the brand with the role they were invited to.
 */
export const invitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { database, repositories, jobs } = context
  const { invitations, brandMembers, auditLog, sessions } = repositories
  const tell = notify(context)

  function checkMayGive(callerRole: BrandRole | 'operator', role: BrandRole) {
    if (role === 'owner' && !app.roles.may(callerRole, 'manage-owners')) {
      throw roleMayNot(callerRole, app.roles.words('manage-owners'))
    }
  }

  async function sendMail(request: FastifyRequest & { site: { meta: { name: string } & SiteLanguages }; session: { userId: string } }, invitation: InvitationRecord, token: string) {
    const inviter = await sessions.findRole(invitation.siteId, request.session.userId)
    // The invited person's own language when they have an account and chose one, else the inviter's.
    const locale = (await chosenLocaleOf(database.db, { email: invitation.email })) ?? requestLocale(request, request.site.meta)
    const mail = invitationMail({
      locale,
      to: invitation.email,
      brandName: request.site.meta.name,
      inviterName: inviter?.user.name || inviter?.user.email || '',
      role: invitation.role,
      link: invitationLink(`${request.protocol}://${request.host}`, token),
      expiresAt: invitation.expiresAt,
    })
    // Queued after the invitation is committed: PGlite has one connection, and no mail may name a link that was rolled back.
    await jobs.send('mail', mail)
  }

  app.post(
    '/api/brands/:brandId/invitations',
    { config: invitationManagers, schema: { params: brandParams, body: invitationCreateSchema, response: { 201: brandInvitationSchema } } },
    async (request, reply) => {
      const { brand, site } = request
      const { email, role } = request.body
      checkMayGive(brand.role, role)
      const existing = await brandMembers.listMembers(brand.id)
      const member = existing.find((candidate) => candidate.email === email)
      if (member) throw fieldError('email', said(words.alreadyMember, { email, role: member.role }))
      if (await invitations.findOpenFor(brand.id, email)) {
        throw fieldError('email', said(words.invitationWaiting, { email }))
      }
      const { invitation, token } = await database.db.transaction(async (tx) => {
        const created = await invitations.create(tx, { brandId: brand.id, siteId: site.id, email, role, invitedBy: request.session.userId })
        await auditLog.record(tx, actorOf(request), {
          action: 'member.invited',
          object: { type: 'invitation', id: created.invitation.id },
          summary: `${email} was invited as ${role}`,
          brandId: brand.id,
          siteId: site.id,
          details: { email, role },
        })
        return created
      })
      await sendMail(request, invitation, token)
      return reply.code(201).send((await invitations.listOpen(brand.id)).find((open) => open.id === invitation.id)!)
    },
  )

  app.post(
    '/api/brands/:brandId/invitations/:invitationId/resend',
    { config: invitationManagers, schema: { params: invitationParams, response: { 200: brandInvitationSchema } } },
    async (request) => {
      const { brand, site } = request
      const sent = await database.db.transaction(async (tx) => {
        const resent = await invitations.resend(tx, { brandId: brand.id, invitationId: request.params.invitationId, siteId: site.id })
        if (!resent) throw notFound(words.noInvitation)
        checkMayGive(brand.role, resent.invitation.role)
        await auditLog.record(tx, actorOf(request), {
          action: 'invitation.resent',
          object: { type: 'invitation', id: resent.invitation.id },
          summary: `The invitation to ${resent.invitation.email} was sent again`,
          brandId: brand.id,
          siteId: site.id,
        })
        return resent
      })
      await sendMail(request, sent.invitation, sent.token)
      return (await invitations.listOpen(brand.id)).find((open) => open.id === sent.invitation.id)!
    },
  )

  app.delete(
    '/api/brands/:brandId/invitations/:invitationId',
    { config: invitationManagers, schema: { params: invitationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { brand, site } = request
      await database.db.transaction(async (tx) => {
        const revoked = await invitations.revoke(tx, brand.id, request.params.invitationId)
        if (!revoked) throw notFound(words.noInvitation)
        checkMayGive(brand.role, revoked.role)
        await auditLog.record(tx, actorOf(request), {
          action: 'invitation.revoked',
          object: { type: 'invitation', id: revoked.id },
          summary: `The invitation to ${revoked.email} was withdrawn`,
          brandId: brand.id,
          siteId: site.id,
        })
      })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/invitations/:token',
    { config: { access: 'site' }, schema: { params: tokenParams, response: { 200: invitationViewSchema } } },
    async (request) => {
      const found = await invitations.lookup(request.site.id, request.params.token)
      if (!found.ok) throw refusal(found.reason)
      const { invitation } = found
      return {
        brand: { id: invitation.brandId, name: found.brandName },
        role: invitation.role,
        email: invitation.email,
        inviter: found.inviter,
        expires_at: invitation.expiresAt.toISOString(),
      }
    },
  )

  /**
   * Accepting signs in as the invited address. A session the browser still held — of someone else,
   * or of the same person — is replaced, so it is revoked with the same commit: its token answers
   * 401 from then on, and what is open on it (a notification stream) ends.
   */
  app.post(
    '/api/invitations/:token/accept',
    { config: { access: 'site' }, schema: { params: tokenParams, response: { 200: invitationAcceptedSchema } } },
    async (request) => {
      const { site } = request
      const { token } = request.params
      const found = await invitations.lookup(site.id, token)
      if (!found.ok) throw refusal(found.reason)
      const { invitation } = found
      const replaced = await presentedSession(request, repositories, site)
      const session = await database.db.transaction(async (tx) => {
        // The link was mailed to this address: following it proves the address, as a sign-in code does.
        const user = await findOrCreateUser(tx, invitation.email)
        if (user.suspendedAt) throw forbidden(words.suspendedCannotJoin)
        if (!(await invitations.markAccepted(tx, token, user.id))) {
          // Spent, withdrawn or sent again between the look and the accept.
          throw new HttpError(410, words.invitationSpent)
        }
        // Someone already in the brand keeps the higher of their role and the invited one.
        const current = await brandMembers.memberRole(tx, invitation.brandId, user.id)
        const role = current && rank(current) < rank(invitation.role) ? current : invitation.role
        await brandMembers.add(tx, { brandId: invitation.brandId, userId: user.id, role })
        await sessions.ensureRole(tx, site.id, user.id, 'member')
        await auditLog.record(tx, { userId: user.id, ip: request.ip }, {
          action: 'invitation.accepted',
          object: { type: 'member', id: user.id },
          summary: `${invitation.email} accepted the invitation and joined as ${role}`,
          brandId: invitation.brandId,
          siteId: site.id,
          details: { invitation_id: invitation.id, role },
        })
        if (replaced) await sessions.revokeSession(replaced.sessionId, tx)
        return { ...(await sessions.openSession(tx, site.id, user.id)), role }
      })
      // The person who sent the invitation hears that it worked.
      if (invitation.invitedBy) {
        await tell(invitation.invitedBy, site.id, {
          kind: 'membership',
          title: (say) => say(notices.joined, { email: invitation.email, brand: site.meta.name }),
          body: (say) => say(notices.joinedBody, { role: session.role }),
          link: `/brands/${invitation.brandId}/admins`,
          origin: `${request.protocol}://${request.host}`,
        })
      }
      return { token: session.token, expires_at: session.expiresAt.toISOString(), brand_id: invitation.brandId }
    },
  )
}
