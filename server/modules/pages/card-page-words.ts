import { cardPageWords } from '../../../src/i18n/card-page-words'
import { catalogOf } from '../../i18n/catalogs'
import { localeOf, type Translator } from '../../i18n/translator'
import { scriptJson } from './script-json'

/** The words of the card page's script in the reader's language, as the script reads them (src/card-page/say.ts). */
export function cardPageWordsScript(t: Translator): string {
  const catalog = catalogOf(localeOf(t))
  const words = Object.fromEntries(Object.values(cardPageWords).map(({ id, defaultMessage }) => [id, catalog[id] ?? defaultMessage]))
  return `<script type="application/json" id="card-page-words">${scriptJson(words)}</script>`
}
