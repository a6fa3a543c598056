import type { MessageDescriptor } from '@formatjs/intl'
import { sayInHtml, type Translator } from './translator'

/**
 * A message whose `<b>` marks stress a word, for a mail: in its HTML the values escaped and the marks
 * drawn as <strong>, in its text the plain words.
 */
export function markedMessage(t: Translator, descriptor: MessageDescriptor, values: Record<string, string>, as: 'html' | 'text'): string {
  if (as === 'html') return sayInHtml(t, descriptor, values)
  return String(t.formatMessage(descriptor, { ...values, b: (chunks: string[]) => chunks.join('') }))
}
