import { createHash, randomBytes } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { codeFrom, holdsCode, type TestSmtp } from '../helpers/smtp'
import type { TestApp } from './test-app'

/** The two demo sites: brand A (Northwind Studio) on localhost, brand B (Ember & Oak) on 127.0.0.1. */
export const hostA = 'localhost'
export const hostB = '127.0.0.1'

/**
 * Who a test acts as, on one site: an admin of the site (who runs its brand's cards too), an admin
 * of its brand only, a signed-in member, or a stranger with no token.
 */
export type Role = 'site admin' | 'brand admin' | 'member' | 'stranger'

export type ApiRequest = InjectOptions & { host: string; token?: string | null }

/** Requests to the test app as a person would send them: through a host name, signed in or not. */
export function apiClient(t: () => TestApp, smtp?: () => TestSmtp) {
  async function request(options: ApiRequest): Promise<LightMyRequestResponse> {
    const { host, token, headers, ...rest } = options
    return t().app.inject({
      ...rest,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers ?? {}) },
    })
  }

  /** Signs in as a person does: asks for a code, reads it from the mail the test SMTP server got, sends it back. */
  async function signIn(email: string, host: string): Promise<string> {
    if (!smtp) throw new Error('signIn reads the code from the mail: give apiClient the test SMTP server')
    const before = smtp().countTo(email)
    const asked = await request({ method: 'POST', url: '/api/auth/tokens', host, payload: { email } })
    expect(asked.statusCode).toBe(200)
    const code = codeFrom(await smtp().waitForMail(email, 15_000, before, holdsCode))
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
    await t().query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await userId(email), role])
  }

  /**
   * A session for this person on this site, opened the way a sign-in opens one, without the mail
   * round trip (and its hourly limits): for tests about what a role may do, not about signing in.
   */
  async function openSession(email: string, host: string, siteRole: 'member' | 'admin' = 'member'): Promise<string> {
    const site = await siteOf(host)
    await t().query('insert into users (email) values ($1) on conflict do nothing', [email])
    const user = await userId(email)
    await t().query(
      `insert into roles (site_id, user_id, type) values ($1, $2, $3)
       on conflict (site_id, user_id) do update set type = case when $3 = 'admin' then 'admin' else roles.type end`,
      [site.id, user, siteRole],
    )
    const token = randomBytes(32).toString('base64url')
    await t().query(`insert into sessions (token_hash, user_id, site_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
      createHash('sha256').update(token).digest('hex'),
      user,
      site.id,
    ])
    return token
  }

  /** A new person in the given role on the host's site, and their token (none for a stranger). */
  async function signInAs(role: Role, host: string): Promise<string | null> {
    if (role === 'stranger') return null
    const email = `${role.replace(' ', '-')}-${randomBytes(4).toString('hex')}@example.org`
    const token = await openSession(email, host, role === 'site admin' ? 'admin' : 'member')
    if (role === 'brand admin') await makeBrandAdmin(email, host)
    return token
  }

  async function demoCardId(host: string): Promise<string> {
    const site = await siteOf(host)
    const [row] = await t().query<{ id: string }>(`select id from cards where brand_id = $1 and key = 'demo'`, [site.brand_id])
    return row!.id
  }

  /** The brands of site A and site B, and each one's demo card: what a test of two brands' cards starts from. */
  async function demoBrandsAndCards(): Promise<{ brandA: string; brandB: string; demoA: string; demoB: string }> {
    return {
      brandA: (await siteOf(hostA)).brand_id,
      brandB: (await siteOf(hostB)).brand_id,
      demoA: await demoCardId(hostA),
      demoB: await demoCardId(hostB),
    }
  }

  /** A card of the host's brand, made through the API by someone who runs it. */
  async function createCard(host: string, token: string, payload: Record<string, unknown>): Promise<{ id: string; key: string }> {
    const site = await siteOf(host)
    const response = await request({ method: 'POST', url: `/api/brands/${site.brand_id}/vcards`, host, token, payload })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string; key: string }>()
  }

  /** Leaves a lead on site A's demo card, as a visitor does; answers the notification it gives the demo admin. */
  async function leadNotificationForAdmin(): Promise<string> {
    const lead = await request({
      method: 'POST',
      url: '/api/vcards/demo/leads',
      host: hostA,
      payload: { name: 'Walker', email: 'walker@example.org', phone: '', message: '' },
    })
    expect(lead.statusCode).toBe(201)
    const [notification] = await t().query<{ id: string }>(
      'select n.id from notifications n join users u on u.id = n.user_id where u.email = $1 limit 1',
      ['admin@example.com'],
    )
    return notification!.id
  }

  return { request, signIn, siteOf, userId, makeBrandAdmin, openSession, signInAs, demoCardId, demoBrandsAndCards, createCard, leadNotificationForAdmin }
}
