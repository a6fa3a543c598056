/**
 * The names of the cookies that say a person is signed in. Plain constants, no schema: the server
 * and the home page's small script (src/landing-page) read them without loading zod.
 */
/**
 * The cookie the app keeps the session token in. The API reads the Authorization header; only
 * what the browser fetches by itself (an uploaded image in an <img>) is identified by this cookie.
 */
export const sessionTokenCookie = 'marque_token'
/** "true" while the app holds a session (src/features/session/session-cookies.ts). */
export const loggedInCookie = 'marque_logged_in'

/** Signed in as the app counts it: the flag and a token, both there. */
export function hasSessionCookies(cookieHeader: string | undefined): boolean {
  const cookies = new Map<string, string>()
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return cookies.get(loggedInCookie) === 'true' && (cookies.get(sessionTokenCookie) ?? '') !== ''
}
