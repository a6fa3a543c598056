import type { OpenAPIV3_1 } from 'openapi-types'
import { sessionTokenCookie } from '../../src/domain/session-cookies'
import type { Access } from '../access/route-access'

/** The operation's extension that carries the route's own declaration, as it is written in the route. */
export const accessExtension = 'x-marque-access'

/**
 * How a caller proves who they are: a session token of the site, sent as a bearer token. The
 * stream the browser opens by itself (`sessionCookie: true`) also takes it from the app's cookie.
 */
export const securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token of the site the call is made to: `POST /api/auth/tokens` with `{email}` mails a code, and with `{email, code}` answers `{token, expires_at}`. ' +
      'A token is valid 30 days and only on the site (host name) it was issued on.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionTokenCookie,
    description: "The app's session cookie, read only by the routes a browser opens by itself (an event stream), which cannot send an Authorization header.",
  },
}

const needsSession = (access: Access) => access !== 'public' && access !== 'site'

/** A brand action of the role table, as a module declares it: the roles that may do it, and its words. */
export type BrandActionWords = { readonly roles: readonly string[]; readonly words: { readonly defaultMessage: string } }

/** Who may call a route, in words, as its declaration means it (server/access/route-access.ts). */
export function accessInWords(access: Access, brandAction?: BrandActionWords): string {
  if (access === 'public') return 'Anyone may call it, through any host name, without signing in.'
  if (access === 'site') return 'Anyone may call it through the host name of a site (the site is the one the host name serves), without signing in.'
  if (access === 'signed-in') return 'Needs a session token of this site (`Authorization: Bearer <token>`).'
  if ('site' in access) return "Needs a session token of one of this site's admins."
  const may = brandAction ? `${brandAction.words.defaultMessage} (\`${access.brand}\`: ${brandAction.roles.join(', ')})` : `do \`${access.brand}\``
  return (
    `Needs a session token of a member of the brand named by \`brandId\` whose role may ${may}, or of one of the site's admins. ` +
    "The brand must be the host's brand: any other answers 404, as if it did not exist."
  )
}

/** The security requirement of an operation: none for a route anyone may call. */
export function accessSecurity(access: Access, config: { sessionCookie?: true }): OpenAPIV3_1.SecurityRequirementObject[] | undefined {
  if (!needsSession(access)) return undefined
  return config.sessionCookie ? [{ session: [] }, { sessionCookie: [] }] : [{ session: [] }]
}

/** The refusals the access check itself answers before the route runs, by status. */
export function accessRefusals(access: Access): Record<string, string> {
  if (access === 'public') return {}
  const refusals: Record<string, string> = { 404: 'No site is configured for this host name' }
  if (!needsSession(access)) return refusals
  refusals[401] = 'No session token, or one that is not valid on this site or has expired'
  if (access === 'signed-in') return refusals
  if ('site' in access) return { ...refusals, 403: "The caller is not one of this site's admins" }
  return {
    ...refusals,
    403: "The caller's role in the brand may not do this",
    404: "No site is configured for this host name, or the brand is not the host's brand",
  }
}
