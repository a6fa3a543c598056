import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { codeFrom, type TestSmtp } from '../helpers/smtp'
import type { TestApp } from './test-app'

/** The two demo sites: brand A (Northwind Studio) on localhost, brand B (Ember & Oak) on 127.0.0.1. */
export const hostA = 'localhost'
export const hostB = '127.0.0.1'

/** Requests to the test app as a person would send them: through a host name, signed in or not. */
export function cardsKit(t: () => TestApp, smtp: () => TestSmtp) {
  async function request(options: InjectOptions & { host: string; token?: string }): Promise<LightMyRequestResponse> {
    const { host, token, headers, ...rest } = options
    return t().app.inject({
      ...rest,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers ?? {}) },
    })
  }

  /** Signs in with the code the real mailer sends to the test SMTP server. */
  async function signIn(email: string, host: string): Promise<string> {
    const before = smtp().countTo(email)
    const asked = await request({ method: 'POST', url: '/api/auth/tokens', host, payload: { email } })
    expect(asked.statusCode).toBe(200)
    const code = codeFrom(await smtp().waitForMail(email, 15_000, before))
    const exchanged = await request({ method: 'POST', url: '/api/auth/tokens', host, payload: { email, code } })
    expect(exchanged.statusCode).toBe(200)
    return exchanged.json<{ token: string }>().token
  }

  async function siteOf(host: string): Promise<{ id: string; brand_id: string }> {
    const response = await t().app.inject({ method: 'GET', url: `/api/sites/${host}` })
    return response.json<{ site: { id: string; brand_id: string } }>().site
  }

  async function userId(email: string): Promise<string> {
    const [row] = await t().query<{ id: string }>('select id from users where email = $1', [email])
    return row!.id
  }

  async function makeBrandAdmin(email: string, host: string, role: 'owner' | 'admin' = 'admin') {
    const site = await siteOf(host)
    await t().query('insert into brand_admins (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await userId(email), role])
  }

  async function demoCardId(host: string): Promise<string> {
    const site = await siteOf(host)
    const [row] = await t().query<{ id: string }>(`select id from cards where brand_id = $1 and key = 'demo'`, [site.brand_id])
    return row!.id
  }

  return { request, signIn, siteOf, userId, makeBrandAdmin, demoCardId }
}
export type CardsKit = ReturnType<typeof cardsKit>
