import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { HttpError, errorCodeOf } from './http-error'
import { requestLocale } from './i18n/request-locale'
import { sayWith, translatorFor } from './i18n/translator'
import { problemText, type CheckIssue } from '../src/i18n/problem-text'
import type { Say } from '../src/i18n/say'

export const bodyLimitBytes = 64 * 1024

const words = defineMessages({
  FST_ERR_CTP_BODY_TOO_LARGE: { id: 'errors.bodyTooLarge', defaultMessage: 'The request body is too large (the limit is {limit} KiB)' },
  FST_ERR_CTP_INVALID_JSON_BODY: { id: 'errors.invalidJson', defaultMessage: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { id: 'errors.emptyJson', defaultMessage: 'The request body is empty but its content type says JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { id: 'errors.mediaType', defaultMessage: 'This content type is not accepted here; send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { id: 'errors.contentLength', defaultMessage: 'The Content-Length header does not match the body' },
  FST_ERR_BAD_URL: { id: 'errors.badAddress', defaultMessage: 'The address is not valid: one of its parts is not correctly encoded' },
  FST_ERR_MAX_PARAM_LENGTH: { id: 'errors.addressTooLong', defaultMessage: 'The address is too long: one of its parts is longer than any id or name here' },
  serverError: { id: 'errors.serverError', defaultMessage: 'Something went wrong on our side; please try again' },
})
const friendlyFastifyErrors: Record<string, MessageDescriptor> = words

/** The server's own words about a failed request, in the requester's language (their Accept-Language). */
const sayTo = (request: FastifyRequest) => sayWith(translatorFor(requestLocale(request)))

type ValidationIssue = { instancePath: string; keyword?: string; message?: string; params?: { keys?: unknown } & CheckIssue }
type ValidationError = { validation: ValidationIssue[]; validationContext?: string }

/** A field the schema does not know is named as the field itself, not as its parent object. */
function unknownKeyOf(issue: ValidationIssue): string | undefined {
  const keys = issue.params?.keys
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : undefined
}

function dottedPath(issue: ValidationIssue) {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const unknownKey = unknownKeyOf(issue)
  return unknownKey === undefined ? path : [path, unknownKey].filter(Boolean).join('.')
}

/** What is wrong with each value, in the requester's language, after the value's path. */
function validationMessage(error: ValidationError, say: Say) {
  return error.validation
    .map((issue) => `${dottedPath(issue) || error.validationContext || 'request'}: ${problemText(say, { ...issue.params, code: issue.keyword, message: issue.message })}`)
    .join('; ')
}

/**
 * The body field a form should mark: the first one that failed, when the failure is about one
 * field the form has (a field the request should not have sent is named in the message only).
 */
function failingBodyField(error: ValidationError): string | undefined {
  const issue = error.validation[0]!
  if (error.validationContext !== 'body' || unknownKeyOf(issue) !== undefined) return undefined
  return dottedPath(issue) || undefined
}

/** Every error answers `{status: "error", message, field?}`: a message a person can act on, never a stack trace. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = failingBodyField(error)
    return reply.code(400).send({ status: 'error', code: field ? 'invalid_field' : 'invalid_request', message: validationMessage(error, sayTo(request)), ...(field ? { field } : {}) })
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ status: 'error', code: error.code, message: error.messageIn(sayTo(request)), ...(error.field ? { field: error.field } : {}) })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const friendly = error.code ? friendlyFastifyErrors[error.code] : undefined
    const message = friendly ? sayTo(request)(friendly, { limit: bodyLimitBytes / 1024 }) : error.message
    return reply.code(status).send({ status: 'error', code: errorCodeOf(status), message })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send({ status: 'error', code: 'server_error', message: sayTo(request)(words.serverError) })
}
