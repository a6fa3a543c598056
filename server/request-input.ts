import type { FastifyInstance, FastifyRequest } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, fieldError } from './http-error'

const NUL = '\u0000'

/** Deeper than any form or document the app sends; a body nested further is refused as a whole. */
const maxBodyDepth = 64

type Finding = { nulAt: string[] } | { tooDeep: true } | null

/** The path of the first string (or key) holding a NUL character; walked without recursion, however deep. */
function findNul(root: unknown): Finding {
  if (root === undefined || root === null || isFlatText(root)) return null
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { nulAt: path }
      continue
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue
    if (path.length >= maxBodyDepth) return { tooDeep: true }
    for (const [key, inner] of Object.entries(value).reverse()) {
      if (key.includes(NUL)) return { nulAt: [...path, key.replaceAll(NUL, '\\u0000')] }
      pending.push({ value: inner, path: [...path, key] })
    }
  }
  return null
}

/**
 * The common case, checked without building the walk: no value, one text, or an object of texts
 * (a route's parameters and query), none of them holding a NUL.
 */
function isFlatText(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes(NUL)
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key]
    if (key.includes(NUL) || typeof inner !== 'string' || inner.includes(NUL)) return false
  }
  return true
}

const nulMessage = 'may not contain the NUL character (\\u0000)'

/**
 * No text anywhere in a request may hold a NUL character: PostgreSQL cannot store one. Checked
 * once for every route, before its schema runs, so a new module cannot forget it: the answer is a
 * 400 naming the field, and nothing is written. A body nested past any real form is refused too.
 */
export function refuseUnstorableInput(app: FastifyInstance) {
  // JSON must be UTF-8: bytes that are not would otherwise be stored as replacement characters.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string
    try {
      text = utf8.decode(body)
    } catch {
      done(badRequest('The request body is not valid UTF-8'), undefined)
      return
    }
    parseJson(request, text, done)
  })
  // A callback hook, not an async one: every request passes here, and a promise each cost time.
  app.addHook('preValidation', (request, _reply, done) => done(unstorableInputError(request)))
}

function unstorableInputError(request: FastifyRequest): Error | undefined {
  const inBody = findNul(request.body)
  if (inBody && 'tooDeep' in inBody) return badRequest(`The request body is nested deeper than ${maxBodyDepth} levels`)
  if (inBody) {
    if (inBody.nulAt.length === 0) return badRequest(`The request body ${nulMessage}`)
    return fieldError(inBody.nulAt.join('.'), nulMessage)
  }
  // A query or a parameter holds a NUL only as %00 in the address (the HTTP parser refuses a raw
  // one): most requests are done here, without walking either.
  if (!request.url.includes('%00')) return undefined
  for (const [part, value] of [['query', request.query], ['params', request.params]] as const) {
    const found = findNul(value)
    if (found && 'nulAt' in found) return badRequest(`${[part, ...found.nulAt].join('.')}: ${nulMessage}`)
  }
  return undefined
}

/**
 * Validates with each route's zod schema, and refuses body fields the schema does not know (a
 * misspelt field is named, not silently dropped).
 */
export const strictBodyValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(route.httpPart === 'body' && route.schema instanceof z.ZodObject ? { ...route, schema: route.schema.strict() } : route)
