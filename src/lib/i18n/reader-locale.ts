import { bestLocale } from '../../i18n/negotiate-locale'
import { type Locale, defaultLocale, isLocale, locales } from '../../i18n/locales'

/** What a site offers: its default language first, then the others. */
export type SiteLanguages = { locale?: Locale; locales?: readonly Locale[] }

/** A site's languages; before the site is known, every language Marque speaks. */
export const offeredLocales = (site: SiteLanguages | undefined): readonly Locale[] => (site ? (site.locales?.length ? site.locales : [site.locale ?? defaultLocale]) : locales)

/**
 * The language a reader sees: the one they chose on this device (or on their profile), else the
 * best match of their browser's languages among the site's, else the site's default.
 */
export function readerLocale(chosen: Locale | null, site: SiteLanguages | undefined, browserLanguages: readonly string[]): Locale {
  if (chosen && isLocale(chosen)) return chosen
  return bestLocale(browserLanguages, offeredLocales(site), site?.locale ?? defaultLocale)
}
