import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query'
import type { ZodType } from 'zod'
import { isApiError } from '../../domain/api-error'
import { defineMessage } from 'react-intl'
import { appWords } from '../words/app-words'
import type { ApiFailure } from './api-failure'

/** Per-endpoint options: `schema` checks the answer's shape; `notify: false` for screens that show the server's message themselves. */
export type ApiExtraOptions = { schema?: ZodType; notify?: boolean }

/** What the base query needs from the store; structural so this module does not depend on features. */
type CredentialsState = {
  session: { token: string | null }
  site: { current: { site: { id: string } } | null }
  locale?: { current: string | null }
}

export const retryStatuses: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]
export const idempotentMethods: readonly string[] = ['GET', 'HEAD', 'PUT', 'DELETE']
export const maxTries = 3
const backoffBaseMs = 400
// A server asking for a longer pause than this is better answered by the screen than by a frozen call.
const maxRetryAfterMs = 20_000
const requestTimeoutMs = 15_000

export type BaseQueryOptions = {
  apiBase: string
  notify: (message: string) => void
  fetchFn?: typeof fetch
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  random?: () => number
  log?: (message: string, detail: unknown) => void
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    function onAbort() {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Retry-After is either seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Exponential backoff with equal jitter: half the step is fixed, half random, so clients spread out. */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = backoffBaseMs * 2 ** (attempt - 1)
  return step / 2 + random() * (step / 2)
}

function resolveBase(apiBase: string): string {
  // Relative bases are resolved against the page so that Request() gets an absolute address everywhere.
  const origin = globalThis.location?.href
  return origin ? new URL(apiBase.replace(/\/?$/, '/'), origin).toString() : apiBase
}

/**
 * The one base query every API call goes through: the configured base, the session's Bearer token,
 * the loaded site's id, retries of idempotent calls, and one reading of every answer: an error
 * answer's message (and the field it names) for the screen, an unexpected shape as `invalid`.
 */
export function createBaseQuery(options: BaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, ApiFailure, ApiExtraOptions> {
  const sleep = options.sleep ?? abortableSleep
  const random = options.random ?? Math.random
  const log = options.log ?? ((message, detail) => console.error(message, detail))
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: resolveBase(options.apiBase),
    timeout: requestTimeoutMs,
    fetchFn: options.fetchFn ? (...args) => options.fetchFn!(...args) : undefined,
    prepareHeaders(headers, { getState }) {
      const state = getState() as CredentialsState
      const token = state.session.token
      const siteId = state.site.current?.site.id
      if (token) headers.set('Authorization', `Bearer ${token}`)
      if (siteId) headers.set('x-site-id', siteId)
      // The server's messages (errors, what it says it did) come in the language the app is drawn in.
      const locale = state.locale?.current
      if (locale) headers.set('Accept-Language', locale)
      return headers
    },
  })

  return async (args, api, extraOptions = {}) => {
    const request = typeof args === 'string' ? { url: args } : args
    const method = (request.method ?? 'GET').toUpperCase()
    const retryable = idempotentMethods.includes(method)

    for (let attempt = 1; ; attempt++) {
      const result = await rawBaseQuery(request, api, {})
      const response = result.meta?.response
      const status = response?.status

      if (result.error && status !== undefined && retryable && attempt < maxTries && retryStatuses.includes(status)) {
        const retryAfter = parseRetryAfter(response?.headers.get('Retry-After') ?? null)
        if (retryAfter === undefined || retryAfter <= maxRetryAfterMs) {
          await sleep(Math.max(retryAfter ?? 0, backoffDelay(attempt, random)), api.signal)
          continue
        }
      }

      if (!response) {
        log(`${method} ${request.url}: the server could not be reached`, result.error)
        return { error: { kind: 'offline', message: appWords(defineMessage({ id: 'app.api.offline', defaultMessage: 'You are offline or the server cannot be reached.' })) } }
      }

      const body = result.error ? result.error.data : result.data
      if (isApiError(body)) {
        const notified = extraOptions.notify !== false
        if (notified) options.notify(body.message)
        return { error: { kind: 'http', status: status ?? 500, message: body.message, notified, ...(body.code ? { code: body.code } : {}), ...(body.field ? { field: body.field } : {}) } }
      }
      if (result.error) {
        log(`${method} ${request.url}: answered ${status}`, result.error)
        return {
          error: {
            kind: 'http',
            status: status ?? 500,
            message: appWords(defineMessage({ id: 'app.api.noAnswer', defaultMessage: 'The server could not answer (status {status}).' }), { status: String(status) }),
            notified: false,
          },
        }
      }
      if (extraOptions.schema) {
        const parsed = extraOptions.schema.safeParse(body)
        if (!parsed.success) {
          log(`${method} ${request.url}: unexpected answer`, parsed.error)
          return {
            error: { kind: 'invalid', message: appWords(defineMessage({ id: 'app.api.invalid', defaultMessage: 'The server sent an answer this app does not understand.' })) },
          }
        }
        return { data: parsed.data }
      }
      return { data: body }
    }
  }
}
