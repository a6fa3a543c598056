import { isNotFound } from '@tanstack/react-router'
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import { failureStatus } from '../../lib/api/api-failure'

/** An error with an HTTP-like status, raised by the app itself (e.g. an unmatched route). */
export class StatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'StatusError'
  }
}

export type ErrorDescription = { status: number; title: string; description: string }

const words = defineMessages({
  notFoundTitle: { id: 'shell.error.notFoundTitle', defaultMessage: 'Page Not Found' },
  notFoundDescription: { id: 'shell.error.notFoundDescription', defaultMessage: "We couldn't find the page you are looking for." },
  genericTitle: { id: 'shell.error.genericTitle', defaultMessage: 'Oops! Something went wrong.' },
  genericDescription: { id: 'shell.error.genericDescription', defaultMessage: "We are working on it and we'll get it fixed as soon as we can" },
})

/** Says a message in the reader's language, or in the code's own English without one. */
type Say = (message: MessageDescriptor) => string
const sayerOf = (intl?: Pick<IntlShape, 'formatMessage'>): Say => (intl ? (message) => intl.formatMessage(message) : (message) => String(message.defaultMessage))

function statusOf(error: unknown): number | undefined {
  if (error instanceof StatusError) return error.status
  return failureStatus(error)
}

/**
 * A 404, or any error whose message mentions 404, is "Page Not Found" (there is nothing to retry);
 * anything else is "Oops!" with its status. In the reader's language when `intl` is given.
 */
export function describeError(error: unknown, intl?: Pick<IntlShape, 'formatMessage'>): ErrorDescription {
  const say = sayerOf(intl)
  const status = statusOf(error)
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (isNotFound(error) || status === 404 || message.includes('404')) return { status: 404, title: say(words.notFoundTitle), description: say(words.notFoundDescription) }
  return { status: status !== undefined && status >= 400 ? status : 500, title: say(words.genericTitle), description: say(words.genericDescription) }
}
