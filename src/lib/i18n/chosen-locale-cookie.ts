import Cookies from 'universal-cookie'
import { type Locale, localeCookie } from '../../i18n/locales'

const oneYearSeconds = 365 * 24 * 60 * 60

/**
 * The chosen language also goes into a cookie, so the pages the server draws (the card page, the
 * landing) come in it too; with no choice the cookie goes and the browser's languages decide.
 */
export function keepChosenLocale(chosen: Locale | null) {
  const cookies = new Cookies(null, { path: '/' })
  if (chosen) cookies.set(localeCookie, chosen, { path: '/', maxAge: oneYearSeconds, sameSite: 'lax', secure: globalThis.location?.protocol === 'https:' })
  else cookies.remove(localeCookie, { path: '/' })
}
