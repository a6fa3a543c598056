/**
 * An error whose message is meant for the person calling the API. `field` names the one input it
 * is about (a dotted path such as `code` or `phones.0.number`), so a form can show it beside that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)

/** An error about one input: the message starts with the field's name, and `field` names it for forms. */
export const fieldError = (field: string, message: string, statusCode = 400) => new HttpError(statusCode, `${field}: ${message}`, field)
