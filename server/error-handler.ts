import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from './http-error'

export const bodyLimitBytes = 64 * 1024

const friendlyFastifyErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large (the limit is ${bodyLimitBytes / 1024} KiB)`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
}

type ValidationIssue = { instancePath: string; message?: string }
type ValidationError = { validation: ValidationIssue[]; validationContext?: string }

const dottedPath = (issue: ValidationIssue) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.')

function validationMessage(error: ValidationError) {
  return error.validation
    .map((issue) => `${dottedPath(issue) || error.validationContext || 'request'}: ${issue.message ?? 'is not valid'}`)
    .join('; ')
}

/** The body field a form should mark: the first one that failed, when the failure is about one field. */
function failingBodyField(error: ValidationError): string | undefined {
  if (error.validationContext !== 'body') return undefined
  return dottedPath(error.validation[0]!) || undefined
}

/** Every error answers `{status: "error", message, field?}`: a message a person can act on, never a stack trace. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = failingBodyField(error)
    return reply.code(400).send({ status: 'error', message: validationMessage(error), ...(field ? { field } : {}) })
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ status: 'error', message: error.message, ...(error.field ? { field: error.field } : {}) })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message = (error.code && friendlyFastifyErrors[error.code]) ?? error.message
    return reply.code(status).send({ status: 'error', message })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send({ status: 'error', message: 'Something went wrong on our side; please try again' })
}
