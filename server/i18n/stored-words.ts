import type { MessageDescriptor } from '@formatjs/intl'
import type { Say } from '../../src/i18n/say'

/** Words with their values (a value may be words too), kept in a row (what a check found) until someone reads them. */
export type Words = { words: MessageDescriptor; values?: Record<string, string | number | MessageDescriptor> }

type StoredValue = string | number | { id: string }

/** Words as a row keeps them: the message's id and its values, said in each reader's language when read. */
export const storedWords = ({ words, values = {} }: Words): string =>
  JSON.stringify({ id: words.id, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? { id: value.id } : value])) })

/**
 * Words a row keeps, said in the reader's language when they are one of `known` (the messages that
 * may be stored there); a text kept before words were stored (English) is shown as it is.
 */
export function sayStored(say: Say, stored: string | null, known: Readonly<Record<string, MessageDescriptor>>): string | null {
  if (stored === null || !stored.startsWith('{')) return stored
  try {
    const { id, values = {} } = JSON.parse(stored) as { id?: unknown; values?: Record<string, StoredValue> }
    const messageOf = (wanted: unknown) => Object.values(known).find((message) => message.id === wanted)
    const words = messageOf(id)
    if (!words) return stored
    const said = Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'object') return [name, value]
      const inner = messageOf(value.id)
      return [name, inner ? say(inner) : String(value.id)]
    })
    return say(words, Object.fromEntries(said))
  } catch {
    return stored
  }
}
