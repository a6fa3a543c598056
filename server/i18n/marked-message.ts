import type { MessageDescriptor } from '@formatjs/intl'
import { escapeHtml } from '../html'
import type { Translator } from './translator'

/**
 * A message whose `<b>` marks stress a word, for a mail: in its HTML the values escaped and the marks
 * drawn as <strong>, in its text the plain words.
 */
export function markedMessage(t: Translator, descriptor: MessageDescriptor, values: Record<string, string>, as: 'html' | 'text'): string {
  if (as === 'text') return t.formatMessage(descriptor, { ...values, b: (chunks: string[]) => chunks.join('') }).toString()
  const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]))
  return t.formatMessage(descriptor, { ...escaped, b: (chunks: string[]) => `<strong>${chunks.join('')}</strong>` }).toString()
}
