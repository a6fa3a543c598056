import { cardPageWords, type CardPageWord } from '../i18n/card-page-words'

let drawn: Record<string, string> | undefined

/** The words the server drew into the page in the reader's language; none (English) when the page has them not. */
function wordsOfPage(): Record<string, string> {
  if (drawn) return drawn
  try {
    drawn = JSON.parse(document.getElementById('card-page-words')?.textContent ?? '{}') as Record<string, string>
  } catch {
    drawn = {}
  }
  return drawn
}

/** One of the card page's words in the page's language, its `{name}` placeholders filled in. */
export function say(word: CardPageWord, values: Record<string, string> = {}): string {
  const { id, defaultMessage } = cardPageWords[word]
  return (wordsOfPage()[id] ?? defaultMessage).replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '')
}

/** The page's language, for dates: the one it was drawn in. */
export const pageLocale = () => document.documentElement.lang || undefined
