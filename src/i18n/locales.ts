/**
 * The languages Marque speaks. A site offers some of them to its visitors (its default first); a
 * person chooses one for the workspace. Each has a complete catalog in src/i18n/catalogs/{locale}/.
 */
export const locales = ['en', 'de', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value)

const rightToLeft: ReadonlySet<Locale> = new Set(['ar'])

/** Which way a locale's text runs: the value of `dir` on the page's root. */
export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (rightToLeft.has(locale) ? 'rtl' : 'ltr')

/** Each language by its own name, as a switcher lists it: a reader finds their language in any locale. */
export const localeNames: Record<Locale, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' }

/**
 * The locale dates and numbers are written in: Marque's English is British ("Monday, 7 December
 * 2026, 14:30"), its German Germany's, its Arabic the common Arabic one.
 */
export const formattingLocales: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', ar: 'ar' }

/** The cookie (and the key in the device's storage) that keeps a visitor's chosen language. */
export const localeCookie = 'marque_lang'
