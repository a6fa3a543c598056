import type { FastifyInstance, FastifyRequest } from 'fastify'
import { defineMessages } from '@formatjs/intl'
import { forbidden, notFound } from '../http-error'
import type { RoleTable } from '../../src/domain/brand-roles'
import type { Repositories } from '../app-context'
import { sessionOnSite, siteOfHost } from './caller'
import { refusalWords, roleMayNot } from './role-refusal'
import { accessProblem, isApiPath, sessionCookieProblem, type Access, type Caller, type RouteAccess } from './route-access'

const words = defineMessages({
  siteAdminsOnly: { id: 'accessErrors.siteAdminsOnly', defaultMessage: 'Only an admin of this site can change its content' },
  noBrand: { id: 'accessErrors.noBrand', defaultMessage: 'No brand with this id on this site' },
})

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access and schema it declared, in the order they were registered. */
    readonly apiRoutes: readonly RouteAccess[]
    /**
     * The role table composed from every module's actions: who may do what in a brand, and what
     * each action is called in a refusal. Routes declare actions from it; handlers whose rule
     * depends on more than the route read it (`request.brand.may(action)`, `app.roles.words(action)`).
     */
    readonly roles: RoleTable
  }
}

async function resolveCaller(request: FastifyRequest, access: Access, repositories: Repositories, roles: RoleTable): Promise<Caller> {
  const caller: Caller = { site: null, session: null, brand: null }
  if (access === 'public') return caller
  const site = (caller.site = await siteOfHost(request, repositories))
  if (access === 'site') return caller
  const cookie = request.routeOptions.config.sessionCookie === true
  const session = (caller.session = await sessionOnSite(request, repositories, site, { cookie }))
  if (access === 'signed-in') return caller
  if ('site' in access) {
    const role = await repositories.sessions.findRole(site.id, session.userId)
    if (role?.role.type !== 'admin') throw forbidden(words.siteAdminsOnly)
    return caller
  }
  // Another brand's id answers 404, as if it did not exist, to anyone signed in here.
  const brandId = (request.params as { brandId?: string }).brandId
  if (brandId !== site.brandId) throw notFound(words.noBrand)
  const role = await repositories.brandMembers.roleOf({ brandId, siteId: site.id, userId: session.userId })
  if (!roles.may(role, access.brand)) {
    throw role === null
      ? forbidden(refusalWords.notMember)
      : roleMayNot(role, roles.words(access.brand))
  }
  caller.brand = { id: brandId, role: role!, may: (action) => roles.may(role, action) }
  return caller
}

function resolved<K extends keyof Caller>(request: FastifyRequest, key: K): NonNullable<Caller[K]> {
  const value = request.caller?.[key]
  // A handler asked for more than its route's access resolves: a mistake in the route, not the caller's.
  if (!value) throw new Error(`${request.method} ${request.routeOptions.url} reads request.${key}, which its access does not resolve`)
  return value
}

/**
 * Deny by default: every /api route must declare who may call it, or the app refuses to start.
 * The declaration is checked in onRequest, before the body is read, so a stranger's upload is
 * refused without taking it in; handlers then read `request.site`, `request.session` and
 * `request.brand` instead of checking anything themselves.
 */
export function accessControl(app: FastifyInstance, repositories: Repositories, roles: RoleTable) {
  const routes: RouteAccess[] = []
  app.decorate('apiRoutes', routes)
  app.decorate('roles', roles)
  app.decorateRequest('caller', null)
  app.decorateRequest('site', { getter(this: FastifyRequest) { return resolved(this, 'site') } })
  app.decorateRequest('session', { getter(this: FastifyRequest) { return resolved(this, 'session') } })
  app.decorateRequest('brand', { getter(this: FastifyRequest) { return resolved(this, 'brand') } })

  app.addHook('onRoute', (route) => {
    // Only routes that declare an access other than public resolve a caller: a public route, a
    // page or a built file is answered without the extra step (its request.caller stays null).
    const declared = route.config?.access
    if (declared && declared !== 'public') {
      const resolveOnRequest = async (request: FastifyRequest) => {
        request.caller = await resolveCaller(request, declared, repositories, roles)
      }
      route.onRequest = [resolveOnRequest, ...[route.onRequest ?? []].flat()]
    }
    if (!isApiPath(route.url)) return
    const methods = [route.method].flat()
    const problem = accessProblem(route.url, route.config?.access, roles) ?? sessionCookieProblem(methods, route.config)
    if (problem) throw new Error(`The API route ${methods.join(',')} ${route.url} ${problem}`)
    for (const method of methods) routes.push({ method, url: route.url, access: route.config!.access!, schema: route.schema })
  })
}

