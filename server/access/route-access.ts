import type { FastifySchema } from 'fastify'
import type { SessionRecord } from '../modules/sessions/session-repository'
import type { SiteRecord } from '../modules/sites/site-repository'

/**
 * Who may call a route, declared in its options as `config: { access }`:
 * - `'public'`: anyone, with no site needed (a site looked up by name);
 * - `'site'`: anyone, through the host name of a configured site;
 * - `'signed-in'`: someone signed in on this very site;
 * - `{ site: 'admin' }`: an admin of this site;
 * - `{ brand: 'admin' }`: an owner or admin of the brand named by the `:brandId` param, or an admin
 *   of the host's site; the brand must be the host's brand, or it answers 404 as if it did not exist.
 */
export type Access = 'public' | 'site' | 'signed-in' | { site: 'admin' } | { brand: 'admin' }

/** The brand a `{ brand: 'admin' }` route acts on: always the host's brand, so its id is all a handler needs. */
export type CallerBrand = { id: string }

/** What the access check found out about the caller, before the handler runs. */
export type Caller = { site: SiteRecord | null; session: SessionRecord | null; brand: CallerBrand | null }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    caller: Caller | null
    /** The host's site; there on every route whose access is not `'public'`. */
    readonly site: SiteRecord
    /** The caller's session on this site; there on `'signed-in'` and admin routes. */
    readonly session: SessionRecord
    /** The brand of the `:brandId` param, which the caller runs; there on `{ brand: 'admin' }` routes. */
    readonly brand: CallerBrand
  }
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

/** Why a declaration cannot be right for its route, or null when it is. */
export function accessProblem(url: string, access: unknown): string | null {
  if (access === 'public' || access === 'site' || access === 'signed-in') return null
  if (typeof access === 'object' && access !== null) {
    const keys = Object.keys(access)
    const value = Object.values(access)[0]
    if (keys.length === 1 && keys[0] === 'site' && value === 'admin') return null
    if (keys.length === 1 && keys[0] === 'brand' && value === 'admin') {
      return url.includes(':brandId') ? null : 'declares { brand: "admin" } but has no :brandId param'
    }
  }
  return access === undefined
    ? 'declares no access: add config: { access: ... } to its options'
    : `declares an unknown access ${JSON.stringify(access)}`
}

export type RouteAccess = { method: string; url: string; access: Access; schema?: FastifySchema }
