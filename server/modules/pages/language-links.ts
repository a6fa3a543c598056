import { defineMessages } from '@formatjs/intl'
import { localeNames } from '../../../src/i18n/locales'
import { escapeHtml } from '../../html'
import { siteLocales, type SiteLanguages } from '../../i18n/request-locale'
import { localeOf, sayWith, type Translator } from '../../i18n/translator'

const words = defineMessages({
  languages: { id: 'sitePage.languages', defaultMessage: 'Languages' },
})

/**
 * The site's other languages as plain links (`?lang=` draws the page in one and keeps the choice
 * on the device), each named in its own language; nothing for a site of one language.
 */
export function languageLinks(site: SiteLanguages, path: string, t: Translator, className: string): string {
  const offered = siteLocales(site)
  if (offered.length < 2) return ''
  const current = localeOf(t)
  const items = offered.map((locale) => {
    const here = locale === current ? ' aria-current="true"' : ''
    return `<li><a href="${escapeHtml(`${path}?lang=${locale}`)}" hreflang="${locale}" lang="${locale}"${here}>${escapeHtml(localeNames[locale])}</a></li>`
  })
  return `<ul class="${className}" aria-label="${escapeHtml(sayWith(t)(words.languages))}">${items.join('')}</ul>`
}
