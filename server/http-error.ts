import type { MessageDescriptor } from '@formatjs/intl'
import { sayInEnglish, type Say } from '../src/i18n/say'

/** A message's values; a value that is itself a message is said in the same language. */
type Values = Record<string, string | number | MessageDescriptor>

/**
 * What an error says: a message of the catalog with its values, said in the requester's language
 * when the answer is sent. A plain string is for text that is already a person's (a repository's
 * result that was itself said in words, a problem read from a file).
 */
export type ErrorWords = MessageDescriptor | { words: MessageDescriptor; values: Values } | string

/** The words with their values: `said(words.slotTaken, {time})`. */
export const said = (words: MessageDescriptor, values: Values): ErrorWords => ({ words, values })

function sayWords(say: Say, words: ErrorWords): string {
  if (typeof words === 'string') return words
  if (!('words' in words)) return say(words)
  const values = Object.fromEntries(Object.entries(words.values).map(([name, value]) => [name, typeof value === 'object' ? say(value) : value]))
  return say(words.words, values)
}

/**
 * An error whose message is meant for the person calling the API. `field` names the one input it
 * is about (a dotted path such as `code` or `phones.0.number`), so a form can show it beside that field.
 * Its `message` is English, for the log; `messageIn` says it in the requester's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly words: ErrorWords,
    readonly field?: string,
    /** What went wrong, for a program to key on; by default the status's own (errorCodeOf). */
    readonly code: string = field ? 'invalid_field' : errorCodeOf(statusCode),
  ) {
    super(sayWords(sayInEnglish, words))
  }

  /** The message in a reader's language; an error about a field starts with the field's name. */
  messageIn(say: Say): string {
    const text = sayWords(say, this.words)
    return this.field && this.prefixed ? `${this.field}: ${text}` : text
  }

  /** Whether the message starts with the field's name (fieldError's errors do). */
  prefixed = false
}

const statusCodes: Record<number, string> = {
  400: 'invalid_request',
  401: 'not_signed_in',
  403: 'not_allowed',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'timed_out',
  409: 'conflict',
  410: 'gone',
  412: 'changed_meanwhile',
  413: 'too_large',
  415: 'unsupported_type',
  416: 'range_not_satisfiable',
  422: 'not_processable',
  423: 'locked',
  429: 'too_many_requests',
  500: 'server_error',
  502: 'bad_gateway',
  503: 'not_ready',
  504: 'upstream_timed_out',
}

/**
 * Every error answer's `code`: stable words a program can key on while `message` is read by a
 * person in their language. An error about one input is `invalid_field`, with `field` naming it.
 */
export function errorCodeOf(statusCode: number): string {
  return statusCodes[statusCode] ?? (statusCode >= 500 ? 'server_error' : 'invalid_request')
}

export const badRequest = (words: ErrorWords, field?: string) => new HttpError(400, words, field)
export const unauthorized = (words: ErrorWords) => new HttpError(401, words)
export const forbidden = (words: ErrorWords) => new HttpError(403, words)
export const notFound = (words: ErrorWords) => new HttpError(404, words)
export const tooManyRequests = (words: ErrorWords) => new HttpError(429, words)

/** An error about one input: the message starts with the field's name, and `field` names it for forms. */
export function fieldError(field: string, words: ErrorWords, statusCode = 400): HttpError {
  const error = new HttpError(statusCode, words, field)
  error.prefixed = true
  error.message = `${field}: ${error.message}`
  return error
}
