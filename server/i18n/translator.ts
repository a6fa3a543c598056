import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl'
import { escapeHtml } from '../html'
import { type Locale, formattingLocales } from '../../src/i18n/locales'
import type { Say } from '../../src/i18n/say'
import { catalogOf } from './catalogs'

/** Messages, dates, numbers and lists in one locale, as the app's react-intl formats them. */
export type Translator = IntlShape<string>

const cache = createIntlCache()
const translators = new Map<Locale, Translator>()

/** The locale a translator speaks (its `locale` is the one it formats dates and numbers in). */
export const localeOf = (t: Translator): Locale => (Object.entries(formattingLocales).find(([, formatting]) => formatting === t.locale)?.[0] ?? 'en') as Locale

/** The translator of a locale, made once: the server draws pages and writes mails with it. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (!translator) {
    translator = createIntl(
      {
        locale: formattingLocales[locale],
        defaultLocale: 'en-GB',
        messages: catalogOf(locale),
        // English is the code's own text; a message missing elsewhere is caught by the catalog test.
        onError: () => undefined,
      },
      cache,
    )
    translators.set(locale, translator)
  }
  return translator
}

/** The translator as a plain `Say`: a message and its values in, the text out. */
export const sayWith =
  (t: Translator): Say =>
  (descriptor, values) =>
    t.formatMessage(descriptor, values)

/** A message as HTML for a drawn page: its values escaped, its `<b>` marks drawn as `<strong>`. */
export const sayInHtml = (t: Translator, descriptor: MessageDescriptor, values: Record<string, string> = {}): string =>
  String(
    t.formatMessage(descriptor, {
      ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)])),
      b: (chunks: string[]) => `<strong>${chunks.join('')}</strong>`,
    }),
  )
