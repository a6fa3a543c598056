import Cookies from 'universal-cookie'
import { type Locale, isLocale, localeCookie } from '../../i18n/locales'

const oneYearSeconds = 365 * 24 * 60 * 60

/**
 * The chosen language also goes into a cookie, so the pages the server draws (the card page, the
 * landing) come in it too. A page the server drew sets it too (`?lang=`), which the app then follows.
 */
export function keepChosenLocale(chosen: Locale) {
  new Cookies(null, { path: '/' }).set(localeCookie, chosen, { path: '/', maxAge: oneYearSeconds, sameSite: 'lax', secure: globalThis.location?.protocol === 'https:' })
}

/** No language chosen any more: the browser's languages and the site decide again, on every page. */
export function forgetChosenLocale() {
  new Cookies(null, { path: '/' }).remove(localeCookie, { path: '/' })
}

/** The language chosen on a page the server drew, when the app has none of its own. */
export function cookieLocale(): Locale | null {
  const value: unknown = new Cookies(null, { path: '/' }).get(localeCookie)
  return isLocale(value) ? value : null
}
