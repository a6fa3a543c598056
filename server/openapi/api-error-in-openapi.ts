import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'
import { apiErrorSchema } from '../../src/domain/api-error'

/** The name of the error's shape among the document's component schemas. */
export const apiErrorComponent = 'ApiError'

/** Every failed answer's shape, `{status: "error", message, field?}`, from the zod schema the app reads errors with. */
export function apiErrorJsonSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' })
  return { ...schema, description: 'Every failed answer: `message` is meant for a person to read; `field`, when the error is about one input, is its dotted path in the request body (`phones.0.number`).' } as OpenAPIV3_1.SchemaObject
}

/** A failed answer of one status (or range, `4XX`), in the shared shape. */
export const errorResponse = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${apiErrorComponent}` } } },
})

/**
 * The failed answers every operation may give: the access check's own refusals (with their
 * reasons), any other refusal of the request (validation, limits, conflicts), and a failure on the
 * server's side. A status the route declares a schema for itself is left as it declared.
 */
export function errorResponses(refusals: Record<string, string>): Record<string, OpenAPIV3_1.ResponseObject> {
  const responses: Record<string, OpenAPIV3_1.ResponseObject> = {}
  for (const [status, reason] of Object.entries(refusals)) responses[status] = errorResponse(reason)
  responses['4XX'] = errorResponse('The request was refused: `message` says why, and `field` names the input it is about, when it is about one')
  responses['5XX'] = errorResponse('Something went wrong on the server; the request may be tried again')
  return responses
}
