/**
 * An error whose message is meant for the person calling the API. `field` names the one input it
 * is about (a dotted path such as `code` or `phones.0.number`), so a form can show it beside that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** What went wrong, for a program to key on; by default the status's own (errorCodeOf). */
    readonly code: string = field ? 'invalid_field' : errorCodeOf(statusCode),
  ) {
    super(message)
  }
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

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)

/** An error about one input: the message starts with the field's name, and `field` names it for forms. */
export const fieldError = (field: string, message: string, statusCode = 400) => new HttpError(statusCode, `${field}: ${message}`, field)
