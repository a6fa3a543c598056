import { acceptedLanguages, bestLocale } from '../../src/i18n/negotiate-locale'
import { type Locale, isLocale, localeCookie, locales } from '../../src/i18n/locales'

/** What a request says of its reader's language. */
type LocaleRequest = { query?: unknown; headers?: Record<string, string | string[] | undefined> }

/** A site's languages as its meta holds them; rows written before sites had languages hold none. */
export type SiteLanguages = { locale?: Locale; locales?: readonly Locale[] }

export const siteDefaultLocale = (site: SiteLanguages | undefined): Locale => site?.locale ?? 'en'
export const siteLocales = (site: SiteLanguages | undefined): readonly Locale[] =>
  site?.locales?.length ? site.locales : [siteDefaultLocale(site)]

function cookieLocale(header: string | string[] | undefined): string | undefined {
  const cookies = Array.isArray(header) ? header.join('; ') : (header ?? '')
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === localeCookie) return value
  }
  return undefined
}

/** `?lang=` when the request names a language the site offers. */
export function askedLocale(request: Pick<LocaleRequest, 'query'>, site: SiteLanguages | undefined): Locale | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang
  return isLocale(lang) && siteLocales(site).includes(lang) ? lang : undefined
}

/**
 * The language a request is answered in: `?lang=`, then the language chosen on the device (the
 * `marque_lang` cookie), then the best of `Accept-Language` among the site's languages, then the
 * site's default. With no site, every language Marque speaks is offered.
 */
export function requestLocale(request: LocaleRequest, site?: SiteLanguages): Locale {
  const offered = site ? siteLocales(site) : locales
  const asked = askedLocale(request, site ?? { locales })
  if (asked) return asked
  const headers = request.headers ?? {}
  const chosen = cookieLocale(headers.cookie)
  if (isLocale(chosen) && offered.includes(chosen)) return chosen
  const header = headers['accept-language']
  return bestLocale(acceptedLanguages(Array.isArray(header) ? header[0] : header), offered, siteDefaultLocale(site))
}

const oneYearSeconds = 365 * 24 * 60 * 60

/**
 * `?lang=` on a page the server draws is a choice, as the app's switcher is: kept on the device in
 * the cookie both read, so the next page (drawn or the app's) comes in it too.
 */
export function keepAskedLocale(request: Pick<LocaleRequest, 'query'> & { protocol: string }, reply: { header(name: string, value: string): unknown }, site: SiteLanguages | undefined) {
  const asked = askedLocale(request, site)
  if (!asked) return
  reply.header('set-cookie', `${localeCookie}=${asked}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`)
}
