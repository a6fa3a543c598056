import type { FastifyRequest } from 'fastify'
import Cookies from 'universal-cookie'
import { defineMessages } from '@formatjs/intl'
import { sessionTokenCookie } from '../../src/domain/session-cookies'
import { accountSuspendedCode } from '../../src/domain/session'
import { forbidden, HttpError, notFound, said, unauthorized } from '../http-error'
import type { Repositories } from '../app-context'
import type { CallerSession, CallerSite } from './route-access'

const words = defineMessages({
  noSite: { id: 'accessErrors.noSite', defaultMessage: 'No site is configured for the host name "{host}"' },
  siteIdMismatch: { id: 'accessErrors.siteIdMismatch', defaultMessage: '{header} names a site that this host name does not serve' },
  bearerForm: { id: 'accessErrors.bearerForm', defaultMessage: 'The Authorization header must be "{form}"' },
  signInFirst: { id: 'accessErrors.signInFirst', defaultMessage: 'Sign in first: this needs an Authorization: Bearer token' },
  accountSuspended: { id: 'accessErrors.accountSuspended', defaultMessage: 'This account is suspended; ask the administrators of this site to restore it' },
  tokenInvalid: { id: 'accessErrors.tokenInvalid', defaultMessage: 'The sign-in token is not valid here or has expired; sign in again' },
})

/** No site at this host name, in the requester's language. */
const noSiteAtHost = (host: string) => notFound(said(words.noSite, { host }))

/**
 * The site is always the one the Host header names; an x-site-id header may only confirm it.
 * A client cannot reach another site's data by naming its id.
 */
export async function siteOfHost(request: FastifyRequest, repositories: Repositories): Promise<CallerSite> {
  const site = await repositories.sites.findByHost(request.hostname)
  if (!site) throw noSiteAtHost(request.hostname)
  const claimed = request.headers['x-site-id']
  if (claimed !== undefined && claimed !== site.id) {
    throw forbidden(said(words.siteIdMismatch, { header: 'x-site-id' }))
  }
  return site
}

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match || !tokenPattern.test(match[1]!)) throw unauthorized(said(words.bearerForm, { form: 'Bearer <token>' }))
  return match[1]!
}

function cookieToken(request: FastifyRequest): string | null {
  const value: unknown = new Cookies(request.headers.cookie).get(sessionTokenCookie, { doNotParse: true })
  return typeof value === 'string' && tokenPattern.test(value) ? value : null
}

/**
 * The signed-in session, which must have been opened on this same site. The token comes from the
 * Authorization header; a route that declared `sessionCookie: true` (a stream the browser opens by
 * itself, which cannot send headers) also takes it from the app's session cookie.
 */
export async function sessionOnSite(
  request: FastifyRequest,
  repositories: Repositories,
  site: CallerSite,
  options: { cookie?: boolean } = {},
): Promise<CallerSession> {
  const token = bearerToken(request) ?? (options.cookie ? cookieToken(request) : null)
  if (!token) throw unauthorized(words.signInFirst)
  const session = await repositories.sessions.findSession(token)
  if (!session && (await repositories.sessions.isOfSuspendedAccount(token))) throw new HttpError(401, words.accountSuspended, undefined, accountSuspendedCode)
  if (!session || session.siteId !== site.id) {
    throw unauthorized(words.tokenInvalid)
  }
  return session
}

/**
 * Who is looking at what the browser fetches by itself, such as an uploaded image in an <img>:
 * such a request carries the app's cookies but no Authorization header, so the token is read from
 * the Authorization header when there is one and from the app's session cookie otherwise. Only
 * reading routes use this (SameSite=Lax keeps the cookie off other sites' subresources). No valid
 * session on this site is no error: the caller is simply anonymous.
 */
export async function viewerOnSite(request: FastifyRequest, repositories: Repositories, site: CallerSite): Promise<CallerSession | null> {
  let token: string | null
  try {
    token = bearerToken(request) ?? cookieToken(request)
  } catch {
    return null
  }
  if (!token) return null
  const session = await repositories.sessions.findSession(token)
  return session && session.siteId === site.id ? session : null
}

/**
 * The session a request that needs none still presents in its Authorization header, valid on this
 * site, or null: for a route that signs someone in, which ends the session it replaces. Never the
 * cookie, which a form on another site could make the browser send with a POST.
 */
export async function presentedSession(request: FastifyRequest, repositories: Repositories, site: CallerSite): Promise<CallerSession | null> {
  let token: string | null
  try {
    token = bearerToken(request)
  } catch {
    return null
  }
  if (!token) return null
  const session = await repositories.sessions.findSession(token)
  return session && session.siteId === site.id ? session : null
}
