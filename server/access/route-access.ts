import type { FastifySchema } from 'fastify'
import type { BrandAction, BrandRole, RoleTable } from '../../src/domain/brand-roles'
import type { Repositories } from '../app-context'

/**
 * Who may call a route, declared in its options as `config: { access }`:
 * - `'public'`: anyone, with no site needed (a site looked up by name);
 * - `'site'`: anyone, through the host name of a configured site;
 * - `'signed-in'`: someone signed in on this very site;
 * - `{ site: 'admin' }`: an admin of this site;
 * - `{ brand: action }`: a member of the brand named by the `:brandId` param whose role may do that
 *   action (the role table, composed from each module's actions), or an admin of the host's site; the brand
 *   must be the host's brand, or it answers 404 as if it did not exist.
 */
export type Access = 'public' | 'site' | 'signed-in' | { site: 'admin' } | { brand: BrandAction }

/**
 * The brand a `{ brand: action }` route acts on: always the host's brand, with the caller's role in
 * it (`'operator'` for an admin of the site) and what the role table lets that role do, for
 * handlers whose rule depends on more than the route (a member edits only their own card).
 */
export type CallerBrand = { id: string; role: BrandRole | 'operator'; may(action: BrandAction): boolean }

/** The site the Host header names, as the sites module reads it. */
export type CallerSite = NonNullable<Awaited<ReturnType<Repositories['sites']['findByHost']>>>

/** A signed-in person's session on this site, as the sessions module reads it. */
export type CallerSession = NonNullable<Awaited<ReturnType<Repositories['sessions']['findSession']>>>

/** What the access check found out about the caller, before the handler runs. */
export type Caller = { site: CallerSite | null; session: CallerSession | null; brand: CallerBrand | null }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /**
     * Also take the session token from the app's session cookie, for a GET the browser makes by
     * itself with no way to send an Authorization header (an EventSource). Only reading routes may
     * say so: SameSite=Lax keeps the cookie off other sites' requests but not off their links.
     */
    sessionCookie?: true
  }
  interface FastifyRequest {
    caller: Caller | null
    /** The host's site; there on every route whose access is not `'public'`. */
    readonly site: CallerSite
    /** The caller's session on this site; there on `'signed-in'` and admin routes. */
    readonly session: CallerSession
    /** The brand of the `:brandId` param, with the caller's role in it; there on `{ brand: action }` routes. */
    readonly brand: CallerBrand
  }
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

/** Why a declaration cannot be right for its route, or null when it is; a brand action must be in the role table. */
export function accessProblem(url: string, access: unknown, roles: RoleTable): string | null {
  if (access === 'public' || access === 'site' || access === 'signed-in') return null
  if (typeof access === 'object' && access !== null) {
    const keys = Object.keys(access)
    const value = Object.values(access)[0]
    if (keys.length === 1 && keys[0] === 'site' && value === 'admin') return null
    if (keys.length === 1 && keys[0] === 'brand' && roles.has(value)) {
      return url.includes(':brandId') ? null : `declares { brand: "${String(value)}" } but has no :brandId param`
    }
  }
  return access === undefined
    ? 'declares no access: add config: { access: ... } to its options'
    : `declares an unknown access ${JSON.stringify(access)}`
}

/** Why a route may not read the session cookie, or null when it may (or does not ask). */
export function sessionCookieProblem(methods: string[], config: { access?: unknown; sessionCookie?: unknown } | undefined): string | null {
  if (config?.sessionCookie === undefined) return null
  if (config.sessionCookie !== true) return `declares sessionCookie: ${JSON.stringify(config.sessionCookie)}; the only value is true`
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) return 'declares sessionCookie but changes things: only a GET may read the session cookie'
  if (config.access === 'public' || config.access === 'site') return 'declares sessionCookie but needs no session'
  return null
}

export type RouteAccess = { method: string; url: string; access: Access; schema?: FastifySchema }
