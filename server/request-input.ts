import type { FastifyInstance, FastifyRequest } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defineMessages, type MessageDescriptor } from '@formatjs/intl'
import { badRequest, fieldError, said } from './http-error'

const words = defineMessages({
  notUtf8: { id: 'requestErrors.notUtf8', defaultMessage: 'The request body is not valid UTF-8' },
  tooDeep: { id: 'requestErrors.tooDeep', defaultMessage: 'The request body is nested deeper than {depth} levels' },
  bodyHasNul: { id: 'requestErrors.bodyHasNul', defaultMessage: 'The request body may not contain the NUL character (\\u0000)' },
  bodyIllFormed: { id: 'requestErrors.bodyIllFormed', defaultMessage: 'The request body is not well-formed Unicode (it holds half of a surrogate pair)' },
  hasNul: { id: 'requestErrors.hasNul', defaultMessage: 'may not contain the NUL character (\\u0000)' },
  illFormed: { id: 'requestErrors.illFormed', defaultMessage: 'is not well-formed Unicode (it holds half of a surrogate pair)' },
  atPath: { id: 'requestErrors.atPath', defaultMessage: '{path}: {problem}' },
})

/** Why a text cannot be stored, said of one field, and of the request body as a whole. */
type Unstorable = { ofField: MessageDescriptor; ofBody: MessageDescriptor }
const nulMessage: Unstorable = { ofField: words.hasNul, ofBody: words.bodyHasNul }
const illFormedMessage: Unstorable = { ofField: words.illFormed, ofBody: words.bodyIllFormed }

const NUL = '\u0000'

/** Deeper than any form or document the app sends; a body nested further is refused as a whole. */
const maxBodyDepth = 64

type Finding = { at: string[]; why: Unstorable } | { tooDeep: true } | null

/**
 * Why a text cannot be stored as it is: a NUL character (PostgreSQL refuses it), or a lone UTF-16
 * surrogate, which a JSON `\ud800` escape can make and no UTF-8 text can hold.
 */
function unstorable(text: string): Unstorable | null {
  if (text.includes(NUL)) return nulMessage
  if (!text.isWellFormed()) return illFormedMessage
  return null
}

const storable = (text: string) => !text.includes(NUL) && text.isWellFormed()

/** The path of the first string (or key) that cannot be stored; walked without recursion, however deep. */
function findUnstorable(root: unknown): Finding {
  if (root === undefined || root === null || isFlatText(root)) return null
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      const why = unstorable(value)
      if (why) return { at: path, why }
      continue
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue
    if (path.length >= maxBodyDepth) return { tooDeep: true }
    for (const [key, inner] of Object.entries(value).reverse()) {
      const why = unstorable(key)
      if (why) return { at: [...path, key.replaceAll(NUL, '\\u0000').toWellFormed()], why }
      pending.push({ value: inner, path: [...path, key] })
    }
  }
  return null
}

/**
 * The common case, checked without building the walk: no value, one text, or an object of texts
 * (a route's parameters and query), all of them storable.
 */
function isFlatText(value: unknown): boolean {
  if (typeof value === 'string') return storable(value)
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key]
    if (!storable(key) || typeof inner !== 'string' || !storable(inner)) return false
  }
  return true
}

/**
 * No text anywhere in a request may hold a NUL character (PostgreSQL cannot store one) or half of a
 * surrogate pair (no UTF-8 text can). Checked
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
      done(badRequest(words.notUtf8), undefined)
      return
    }
    parseJson(request, text, done)
  })
  // A callback hook, not an async one: every request passes here, and a promise each cost time.
  app.addHook('preValidation', (request, _reply, done) => done(unstorableInputError(request)))
}

function unstorableInputError(request: FastifyRequest): Error | undefined {
  const inBody = findUnstorable(request.body)
  if (inBody && 'tooDeep' in inBody) return badRequest(said(words.tooDeep, { depth: maxBodyDepth }))
  if (inBody) {
    if (inBody.at.length === 0) return badRequest(inBody.why.ofBody)
    return fieldError(inBody.at.join('.'), inBody.why.ofField)
  }
  // A query or a parameter holds a NUL only as %00 in the address (the HTTP parser refuses a raw
  // one), and never holds half a surrogate pair (percent-decoded UTF-8 cannot make one): most
  // requests are done here, without walking either.
  if (!request.url.includes('%00')) return undefined
  for (const [part, value] of [['query', request.query], ['params', request.params]] as const) {
    const found = findUnstorable(value)
    if (found && 'at' in found) return badRequest(said(words.atPath, { path: [part, ...found.at].join('.'), problem: found.why.ofField }))
  }
  return undefined
}

/**
 * Validates with each route's zod schema, and refuses body fields the schema does not know (a
 * misspelt field is named, not silently dropped).
 */
export const strictBodyValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(route.httpPart === 'body' && route.schema instanceof z.ZodObject ? { ...route, schema: route.schema.strict() } : route)
