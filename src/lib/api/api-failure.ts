import { defineMessage } from 'react-intl'
import { appWords } from '../words/app-words'

/**
 * Why a call yielded no data, as a value screens can act on:
 * - `offline`: the server could not be reached (network down, timeout); nothing was answered.
 * - `http`: the server answered 4xx/5xx. `notified` is true when the person was already shown the
 *   server's message in a notification, so a screen need not repeat it. `field` is the dotted path
 *   of the input the message is about ("given_name", "phones.0.number"), when the server names one;
 *   `code` is the server's stable name of what went wrong (the message is in the reader's language).
 * - `invalid`: the answer did not have the agreed shape.
 */
export type ApiFailure =
  | { kind: 'offline'; message: string }
  | { kind: 'http'; status: number; message: string; notified: boolean; code?: string; field?: string }
  | { kind: 'invalid'; message: string }

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'offline' || value.kind === 'http' || value.kind === 'invalid')
  )
}

export function failureStatus(value: unknown): number | undefined {
  return isApiFailure(value) && value.kind === 'http' ? value.status : undefined
}

/** The server's stable name of what went wrong (`not_allowed`, `account_suspended`…), when it answered one. */
export function failureCode(value: unknown): string | undefined {
  return isApiFailure(value) && value.kind === 'http' ? value.code : undefined
}

export function isOffline(value: unknown): boolean {
  return isApiFailure(value) && value.kind === 'offline'
}

/** A sentence for a person, whatever went wrong. */
export function failureMessage(value: unknown): string {
  if (isApiFailure(value)) return value.message
  return appWords(defineMessage({ id: 'app.api.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' }))
}
