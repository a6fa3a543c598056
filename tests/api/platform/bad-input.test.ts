import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** A JSON body of exactly `bytes` bytes: an "address" that is only a long run of x. */
function bodyOfSize(bytes: number): string {
  const [head, tail] = ['{"email":"', '"}']
  return `${head}${'x'.repeat(bytes - head.length - tail.length)}${tail}`
}

const tables = ['brands', 'sites', 'site_hosts', 'users', 'roles', 'sessions', 'login_codes', 'guest_requests', 'uploads']

describe.each(backends)('bad input gets a 4xx JSON error and writes nothing (%s)', (backend) => {
  // One app for the block: every test checks that it wrote nothing.
  const { t, kit } = useTestApp(backend, { per: 'block' })

  async function counts() {
    const result: Record<string, number> = {}
    for (const table of tables) {
      const [row] = await t.query<{ n: number }>(`select count(*)::int as n from ${table}`)
      result[table] = Number(row!.n)
    }
    return result
  }

  // `signedIn`: sent by a member of the site, since access is settled before the body is looked at.
  const cases: { name: string; request: InjectOptions & { headers?: Record<string, string> }; signedIn?: true; status: number; message: RegExp }[] = [
    {
      name: 'malformed JSON',
      request: { method: 'POST', url: '/api/auth/tokens', headers: { 'content-type': 'application/json' }, payload: '{"email": ' },
      status: 400,
      message: /^The request body is not valid JSON$/,
    },
    {
      name: 'a wrong type for email',
      request: { method: 'POST', url: '/api/auth/tokens', payload: { email: 42 } },
      status: 400,
      message: /^email: /,
    },
    {
      name: 'a code that is not six digits',
      request: { method: 'POST', url: '/api/auth/tokens', payload: { email: 'a@example.org', code: 'abc' } },
      status: 400,
      message: /^code: must be the 6 digits from the e-mail$/,
    },
    {
      name: 'a missing email',
      request: { method: 'POST', url: '/api/auth/tokens', payload: {} },
      status: 400,
      message: /^email: /,
    },
    {
      // Request bodies are limited to 64 KiB (docs/decisions.md): one byte more is refused unread.
      name: 'a body one byte over 64 KiB',
      request: { method: 'POST', url: '/api/auth/tokens', headers: { 'content-type': 'application/json' }, payload: bodyOfSize(64 * 1024 + 1) },
      status: 413,
      message: /^The request body is too large \(the limit is 64 KiB\)$/,
    },
    {
      // Exactly 64 KiB is read: what is refused then is the address that is none.
      name: 'a body of exactly 64 KiB holding no e-mail address',
      request: { method: 'POST', url: '/api/auth/tokens', headers: { 'content-type': 'application/json' }, payload: bodyOfSize(64 * 1024) },
      status: 400,
      message: /^email: /,
    },
    {
      name: 'an unknown host',
      request: { method: 'POST', url: '/api/auth/tokens', headers: { host: 'unknown.example' }, payload: { email: 'a@example.org' } },
      status: 404,
      message: /^No site is configured for the host name "unknown.example"$/,
    },
    {
      name: 'a guest asked for from an unknown host',
      request: { method: 'POST', url: '/api/auth/guests', headers: { host: 'unknown.example' } },
      status: 404,
      message: /^No site is configured/,
    },
    {
      name: 'a malformed Authorization header',
      request: { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Token abc' } },
      status: 401,
      message: /^The Authorization header must be "Bearer <token>"$/,
    },
    {
      name: 'a token that was never issued',
      request: { method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${'x'.repeat(43)}` } },
      status: 401,
      message: /^The sign-in token is not valid here or has expired; sign in again$/,
    },
    {
      name: 'a profile change with an unknown field',
      request: { method: 'PATCH', url: '/api/users/me', payload: { email: 'x@y.z' } },
      signedIn: true,
      status: 400,
      message: /^email: is not a field this request accepts$/,
    },
  ]

  for (const testCase of cases) {
    it(`refuses ${testCase.name}`, async () => {
      const token = testCase.signedIn ? await kit.signInAs('member', 'localhost') : null
      const before = await counts()
      const response = await kit.request({ ...testCase.request, host: 'localhost', token })
      expect(response.statusCode).toBe(testCase.status)
      const body = response.json()
      expect(body.status).toBe('error')
      expect(body.message).toMatch(testCase.message)
      expect(response.body).not.toMatch(/\bat [\w.]+ \(|node_modules|\.ts:\d+/)
      expect(await counts()).toEqual(before)
    })
  }

  it(`refuses an x-site-id of another host`, async () => {
    const before = await counts()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      headers: { host: 'localhost', 'x-site-id': (await kit.siteOf('127.0.0.1')).id },
      payload: { email: 'a@example.org' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ status: 'error', code: expect.any(String), message: 'x-site-id names a site that this host name does not serve' })
    expect(await counts()).toEqual(before)
  })
})
