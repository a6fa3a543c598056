import { useLayoutEffect } from 'react'
import { createIntl, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl'

/** The code's own English, for words said before the app's language is known (and in tests). */
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined })

let current: IntlShape = english

/**
 * Words said outside a component (a request's failure, an upload's refusal), in the language the
 * app is drawn in: the one `KeepAppWords` last saw, else English.
 */
export function appWords(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return current.formatMessage(message, values)
}

/** Keeps `appWords` in the language of the app as it is drawn; rendered once, near the root. */
export function KeepAppWords() {
  const intl = useIntl()
  useLayoutEffect(() => {
    current = intl
    return () => {
      if (current === intl) current = english
    }
  }, [intl])
  return null
}
