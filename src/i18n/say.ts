import type { MessageDescriptor } from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'

/** A message in the reader's language: `intl.formatMessage` in the app, a translator's on the server. */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string

/** The code's own English, for a caller that has no reader's language to hand. */
export const sayInEnglish: Say = (descriptor, values) => {
  const text = descriptor.defaultMessage
  return typeof text === 'string' ? String(new IntlMessageFormat(text, 'en').format(values)) : String(descriptor.id)
}
