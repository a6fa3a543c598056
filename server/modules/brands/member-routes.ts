import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problem } from '../../../src/domain/problems'
import { brandMemberListSchema, brandMemberSchema, memberRoleUpdateSchema, userBrandListSchema } from '../../../src/domain/brand-members'
import type { BrandRole } from '../../../src/domain/brand-roles'
import type { AppContext } from '../../app-context'
import { badRequest, notFound, said } from '../../http-error'
import { roleMayNot } from '../../access/role-refusal'
import { actorOf } from '../../access/actor'
import { notify } from '../notifications/public'
import { defineMessages } from '@formatjs/intl'

const notices = defineMessages({
  roleChanged: { id: 'mail.notice.roleChanged', defaultMessage: 'Your role in {brand} is now {role, select, owner {owner} admin {admin} editor {editor} member {member} other {member}}' },
  roleChangedBody: { id: 'mail.notice.roleChangedBody', defaultMessage: "It was {from, select, owner {owner} admin {admin} editor {editor} member {member} other {member}}. What each role may do is listed on the brand's Members page." },
  removed: { id: 'mail.notice.removed', defaultMessage: 'You are no longer a member of {brand}' },
  removedBody: { id: 'mail.notice.removedBody', defaultMessage: 'An owner or admin of the brand removed you. Ask them if this is a mistake.' },
})

const brandParams = z.object({ brandId: z.string().min(1).max(100) })
const memberParams = brandParams.extend({ userId: z.uuid(problem('person')) })

const words = defineMessages({
  noMember: { id: 'brandsErrors.noMember', defaultMessage: 'No member with this id in this brand' },
  lastOwner: {
    id: 'brandsErrors.lastOwner',
    defaultMessage:
      'A brand always keeps an owner: this is its last one, who cannot {doing, select, newRole {be given another role} leave {leave} other {be removed}}. Make another member owner first, then step down.',
  },
  noPerson: { id: 'brandsErrors.noPerson', defaultMessage: 'No person with this id on this site' },
})
const lastOwner = (doing: 'newRole' | 'leave' | 'removed') => said(words.lastOwner, { doing })

/** The brand's people and their roles: listing, changing a role, removing, leaving; and a person's own brands. */
export const memberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { database, repositories } = context
  const { brandMembers, invitations, auditLog } = repositories
  const tell = notify(context)
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`

  app.get(
    '/api/brands/:brandId/members',
    { config: { access: { brand: 'view-brand' } }, schema: { params: brandParams, response: { 200: brandMemberListSchema } } },
    async (request) => {
      const { id, role } = request.brand
      const [members, open] = await Promise.all([
        brandMembers.listMembers(id),
        request.brand.may('manage-members') ? invitations.listOpen(id) : Promise.resolve([]),
      ])
      return { members, invitations: open, your_role: role }
    },
  )

  app.patch(
    '/api/brands/:brandId/members/:userId',
    { config: { access: { brand: 'manage-members' } }, schema: { params: memberParams, body: memberRoleUpdateSchema, response: { 200: brandMemberSchema } } },
    async (request) => {
      const brand = request.brand
      const { userId } = request.params
      const role = request.body.role
      const changed = await database.db.transaction(async (tx) => {
        const owners = await brandMembers.lockOwners(tx, brand.id)
        const member = await brandMembers.findMember(tx, brand.id, userId)
        if (!member) throw notFound(words.noMember)
        if (member.role === role) return { member, from: null }
        if ((member.role === 'owner' || role === 'owner') && !brand.may('manage-owners')) {
          throw roleMayNot(brand.role, app.roles.words('manage-owners'))
        }
        if (member.role === 'owner' && owners.length <= 1) throw badRequest(lastOwner('newRole'), 'role')
        await brandMembers.setRole(tx, { brandId: brand.id, userId, role })
        await auditLog.record(tx, actorOf(request), {
          action: 'member.role-changed',
          object: { type: 'member', id: userId },
          summary: `${member.email ?? member.name} is now ${role} (was ${member.role})`,
          brandId: brand.id,
          siteId: request.site.id,
          details: { from: member.role, to: role },
        })
        return { member: { ...member, role }, from: member.role }
      })
      if (changed.from && userId !== request.session.userId) {
        await tell(userId, request.site.id, {
          kind: 'membership',
          title: (say) => say(notices.roleChanged, { brand: request.site.meta.name, role }),
          body: (say) => say(notices.roleChangedBody, { from: changed.from! }),
          link: `/brands/${brand.id}`,
          origin: originOf(request),
        })
      }
      return changed.member
    },
  )

  // Anyone in the brand may call it to leave; removing someone else needs manage-members.
  app.delete(
    '/api/brands/:brandId/members/:userId',
    { config: { access: { brand: 'view-brand' } }, schema: { params: memberParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const brand = request.brand
      const { userId } = request.params
      const leaving = userId === request.session.userId
      await database.db.transaction(async (tx) => {
        const owners = await brandMembers.lockOwners(tx, brand.id)
        const member = await brandMembers.findMember(tx, brand.id, userId)
        if (!member) throw notFound(words.noMember)
        if (!leaving && !brand.may('manage-members')) {
          throw roleMayNot(brand.role, app.roles.words('manage-members'))
        }
        if (!leaving && member.role === 'owner' && !brand.may('manage-owners')) {
          throw roleMayNot(brand.role, app.roles.words('manage-owners'))
        }
        if (member.role === 'owner' && owners.length <= 1) throw badRequest(lastOwner(leaving ? 'leave' : 'removed'))
        await brandMembers.remove(tx, brand.id, userId)
        await auditLog.record(tx, actorOf(request), {
          action: leaving ? 'member.left' : 'member.removed',
          object: { type: 'member', id: userId },
          summary: leaving ? `${member.email ?? member.name} left the brand (${member.role})` : `${member.email ?? member.name} was removed (${member.role})`,
          brandId: brand.id,
          siteId: request.site.id,
          details: { role: member.role },
        })
      })
      if (!leaving) {
        await tell(userId, request.site.id, {
          kind: 'membership',
          title: (say) => say(notices.removed, { brand: request.site.meta.name }),
          body: (say) => say(notices.removedBody),
          link: '/profile',
          origin: originOf(request),
        })
      }
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/users/:userId/brands',
    { config: { access: 'signed-in' }, schema: { params: z.object({ userId: z.uuid(problem('person')) }), response: { 200: userBrandListSchema } } },
    async (request) => {
      const { site, session } = request
      const { userId } = request.params
      const self = userId === session.userId
      if (!self) {
        // Someone's memberships are theirs and the site's admins' to see; to anyone else the person is not here (as on the people routes).
        const caller = await repositories.sessions.findRole(site.id, session.userId)
        if (caller?.role.type !== 'admin' || !(await repositories.sessions.findRole(site.id, userId))) throw notFound(words.noPerson)
      }
      const rows = await brandMembers.brandsOf(userId)
      // A person sees all their own brands; a site's admin only the one this site shows.
      const visible = self ? rows : rows.filter((row) => row.brandId === site.brandId)
      return {
        brands: visible.map((row) => ({
          brand_id: row.brandId,
          name: row.name,
          role: row.role as BrandRole,
          joined_at: row.joinedAt.toISOString(),
          here: row.brandId === site.brandId,
        })),
      }
    },
  )
}
