import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { describe, expect, it, vi } from 'vitest'
import { createBaseQuery, type ApiExtraOptions } from '../../../src/lib/api/base-query'
import { apiError, json, siteId } from './fixtures'

type Setup = { answers: (() => Response | Promise<Response>)[]; token?: string | null; random?: number }

function setup({ answers, token = null, random = 0.5 }: Setup) {
  const requests: Request[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    const next = answers[Math.min(requests.length - 1, answers.length - 1)]!
    return next()
  })
  const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {})
  const notify = vi.fn()
  const log = vi.fn()
  const baseQuery = createBaseQuery({ apiBase: '/api', notify, fetchFn, sleep, random: () => random, log })
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: vi.fn(),
    getState: () => ({ session: { token }, site: { current: { site: { id: siteId } } } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  }
  const call = (args: Parameters<typeof baseQuery>[0], extraOptions?: ApiExtraOptions) => baseQuery(args, api, extraOptions ?? {})
  return { call, fetchFn, sleep, notify, log, requests }
}

// The spec's list, written out: a status dropped from the code's own list must fail a test here.
const retried = [408, 409, 425, 429, 500, 502, 503, 504]

describe('the base query', () => {
  it.each(retried)('tries a GET answered %i three times in all, then yields no data', async (status) => {
    const { call, fetchFn, sleep } = setup({ answers: [() => apiError('busy', status)] })
    const result = await call('sites/example.com')
    expect(fetchFn).toHaveBeenCalledTimes(3)
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(result.data).toBeUndefined()
    expect(result.error).toEqual({ kind: 'http', status, message: 'busy', notified: true })
  })

  it('returns the data of a retry that succeeds', async () => {
    const { call, fetchFn } = setup({ answers: [() => apiError('restarting', 503), () => json({ ok: true })] })
    const result = await call('sites/example.com')
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(result).toMatchObject({ data: { ok: true } })
  })

  it.each(['HEAD', 'PUT', 'DELETE'])('retries %s, an idempotent method', async (method) => {
    const { call, fetchFn } = setup({ answers: [() => apiError('busy', 503)] })
    await call({ url: 'things/1', method })
    expect(fetchFn).toHaveBeenCalledTimes(3)
  })

  it.each(['POST', 'PATCH'])('never retries %s, which may not be repeated safely', async (method) => {
    const { call, fetchFn, sleep } = setup({ answers: [() => apiError('busy', 503)] })
    const result = await call({ url: 'auth/tokens', method, body: { email: 'a@example.com' } })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
    expect(result.error).toMatchObject({ kind: 'http', status: 503 })
  })

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry %i, which another try would not change', async (status) => {
    const { call, fetchFn } = setup({ answers: [() => apiError('no', status)] })
    const result = await call('auth/me')
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(result.error).toMatchObject({ kind: 'http', status })
  })

  it('waits longer before each retry, with jitter', async () => {
    const low = setup({ answers: [() => apiError('busy', 502)], random: 0 })
    await low.call('sites/a')
    const high = setup({ answers: [() => apiError('busy', 502)], random: 1 })
    await high.call('sites/a')
    const [firstLow, secondLow] = low.sleep.mock.calls.map(([ms]) => ms)
    const [firstHigh] = high.sleep.mock.calls.map(([ms]) => ms)
    expect(secondLow).toBeGreaterThan(firstLow!)
    expect(firstHigh).toBeGreaterThan(firstLow!)
  })

  it('honours Retry-After given in seconds', async () => {
    const { call, sleep } = setup({ answers: [() => apiError('slow down', 429, { headers: { 'Retry-After': '3' } }), () => json({ ok: true })] })
    await call('sites/a')
    expect(sleep).toHaveBeenCalledTimes(1)
    expect(sleep.mock.calls[0]![0]).toBe(3000)
  })

  it('honours Retry-After given as a date', async () => {
    const when = new Date(Date.now() + 8000).toUTCString()
    const { call, sleep } = setup({ answers: [() => apiError('later', 503, { headers: { 'Retry-After': when } }), () => json({ ok: true })] })
    await call('sites/a')
    expect(sleep.mock.calls[0]![0]).toBeGreaterThan(5000)
    expect(sleep.mock.calls[0]![0]).toBeLessThanOrEqual(8000)
  })

  it('gives up at once when Retry-After asks for a longer wait than a person would sit through', async () => {
    const { call, fetchFn, sleep } = setup({ answers: [() => apiError('maintenance', 503, { headers: { 'Retry-After': '3600' } })] })
    const result = await call('sites/a')
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
    expect(result.error).toMatchObject({ status: 503 })
  })

  it('shows the message of an answer whose status is "error" and yields no data', async () => {
    const { call, notify } = setup({ answers: [() => apiError('The code is not right', 400)] })
    const result = await call({ url: 'auth/tokens', method: 'POST', body: {} })
    expect(notify).toHaveBeenCalledExactlyOnceWith('The code is not right')
    expect(result.data).toBeUndefined()
  })

  it('treats a 200 answer whose status is "error" as an error too', async () => {
    const { call, notify } = setup({ answers: [() => json({ status: 'error', message: 'Quota reached' })] })
    const result = await call('things')
    expect(notify).toHaveBeenCalledExactlyOnceWith('Quota reached')
    expect(result.data).toBeUndefined()
    expect(result.error).toMatchObject({ kind: 'http', message: 'Quota reached' })
  })

  it('leaves the message to the screen when the endpoint asks so', async () => {
    const { call, notify } = setup({ answers: [() => apiError('No site here', 404)] })
    const result = await call('sites/nowhere', { notify: false })
    expect(notify).not.toHaveBeenCalled()
    expect(result.error).toEqual({ kind: 'http', status: 404, message: 'No site here', notified: false })
  })

  it('hands on the field an error answer names, as a dotted path', async () => {
    const { call } = setup({ answers: [() => json({ status: 'error', message: 'is not a number anyone can call', field: 'phones.0.number' }, 400)] })
    const result = await call({ url: 'brands/b/vcards/c', method: 'PATCH' }, { notify: false })
    expect(result.error).toEqual({ kind: 'http', status: 400, message: 'is not a number anyone can call', notified: false, field: 'phones.0.number' })
  })

  it('logs a network failure and yields no data, marked offline', async () => {
    const { call, log, notify } = setup({
      answers: [
        () => {
          throw new TypeError('Failed to fetch')
        },
      ],
    })
    const result = await call('sites/a')
    expect(result.data).toBeUndefined()
    expect(result.error).toMatchObject({ kind: 'offline' })
    expect(log).toHaveBeenCalledOnce()
    expect(notify).not.toHaveBeenCalled()
  })

  it('logs a failure without a readable error body and does not notify', async () => {
    const { call, log, notify } = setup({ answers: [() => new Response('<html>Bad request</html>', { status: 400 })] })
    const result = await call('sites/a')
    expect(result.error).toMatchObject({ kind: 'http', status: 400, notified: false })
    expect(log).toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('sends the token and the site id, under the configured base', async () => {
    const { call, requests } = setup({ answers: [() => json({ ok: true })], token: 'secret-token-1234567890' })
    await call('auth/me')
    const request = requests[0]!
    expect(new URL(request.url).pathname).toBe('/api/auth/me')
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token-1234567890')
    expect(request.headers.get('x-site-id')).toBe(siteId)
  })

  it('sends no Authorization header without a token', async () => {
    const { call, requests } = setup({ answers: [() => json({ ok: true })] })
    await call('sites/a')
    expect(requests[0]!.headers.has('Authorization')).toBe(false)
  })

  it('refuses an answer that does not have the agreed shape', async () => {
    const { z } = await import('zod')
    const { call } = setup({ answers: [() => json({ role_id: 7 })] })
    const result = await call({ url: 'auth/guests', method: 'POST' }, { schema: z.object({ role_id: z.string() }) })
    expect(result.data).toBeUndefined()
    expect(result.error).toMatchObject({ kind: 'invalid' })
  })
})
