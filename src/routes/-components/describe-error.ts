import { isNotFound } from '@tanstack/react-router'
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

export const notFoundDescription: ErrorDescription = {
  status: 404,
  title: 'Page Not Found',
  description: "We couldn't find the page you are looking for.",
}

export const genericErrorDescription: ErrorDescription = {
  status: 500,
  title: 'Oops! Something went wrong.',
  description: "We are working on it and we'll get it fixed as soon as we can",
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof StatusError) return error.status
  return failureStatus(error)
}

/**
 * A 404, or any error whose message mentions 404, is "Page Not Found" (there is nothing to retry);
 * anything else is "Oops!" with its status.
 */
export function describeError(error: unknown): ErrorDescription {
  const status = statusOf(error)
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (isNotFound(error) || status === 404 || message.includes('404')) return notFoundDescription
  return { ...genericErrorDescription, status: status !== undefined && status >= 400 ? status : 500 }
}
