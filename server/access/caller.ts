import type { FastifyRequest } from 'fastify'
import { forbidden, notFound, unauthorized } from '../http-error'
import type { SessionRecord } from '../modules/sessions/session-repository'
import type { SiteRecord } from '../modules/sites/site-repository'
import type { Repositories } from '../repositories'

/**
 * The site is always the one the Host header names; an x-site-id header may only confirm it.
 * A client cannot reach another site's data by naming its id.
 */
export async function siteOfHost(request: FastifyRequest, repositories: Repositories): Promise<SiteRecord> {
  const site = await repositories.sites.findByHost(request.hostname)
  if (!site) throw notFound(`No site is configured for the host name "${request.hostname}"`)
  const claimed = request.headers['x-site-id']
  if (claimed !== undefined && claimed !== site.id) {
    throw forbidden('x-site-id names a site that this host name does not serve')
  }
  return site
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header)
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>"')
  return match[1]!
}

/** The signed-in session, which must have been opened on this same site. */
export async function sessionOnSite(request: FastifyRequest, repositories: Repositories, site: SiteRecord): Promise<SessionRecord> {
  const token = bearerToken(request)
  if (!token) throw unauthorized('Sign in first: this needs an Authorization: Bearer token')
  const session = await repositories.sessions.findSession(token)
  if (!session || session.siteId !== site.id) {
    throw unauthorized('The sign-in token is not valid here or has expired; sign in again')
  }
  return session
}
