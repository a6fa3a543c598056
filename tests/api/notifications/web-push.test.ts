import { buildApp } from '../../../server/app'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSmtp, type TestSmtp } from '../../helpers/smtp'
import { apiClient, hostA, hostB } from '../../support/api-client'
import { browserKeys, startPushService, verifiedVapidClaims } from '../../support/push-service'
import { backends, createTestApp, type TestApp } from '../../support/test-app'

const lead = { name: 'Paula Push', email: 'paula@visitor.example', phone: '', message: 'Call me about the oak table.' }

describe.each(backends)('Web Push (%s)', (backend) => {
  let t: TestApp
  let smtp: TestSmtp
  let push: Awaited<ReturnType<typeof startPushService>>
  const kit = apiClient(() => t, () => smtp)

  beforeEach(async () => {
    smtp = await startSmtp()
    push = await startPushService()
    t = await createTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test' }, { allowLoopbackPushEndpoints: true })
  })
  afterEach(async () => {
    await t.close()
    await push.stop()
    await smtp.stop()
  })

  /** The demo admin (owner of site A's demo card), with a browser subscribed on site A. */
  async function subscribedAdmin(path = '/send/admin-phone') {
    const token = await kit.openSession('admin@example.com', hostA)
    const browser = browserKeys()
    const endpoint = `${push.origin}${path}`
    const subscribed = await kit.request({ method: 'POST', url: '/api/push/subscriptions', host: hostA, token, payload: { endpoint, expirationTime: null, keys: browser.keys } })
    expect(subscribed.statusCode, subscribed.body).toBe(201)
    return { token, browser, endpoint }
  }
  const leaveLead = (payload: Record<string, unknown> = lead) => kit.request({ method: 'POST', url: '/api/vcards/demo/leads', host: hostA, payload })
  const subscriptions = () => t.query<{ endpoint: string; last_sent_at: Date | null }>('select endpoint, last_sent_at from push_subscriptions')

  it("pushes a new lead to the card owner's browser, encrypted for that browser and signed with the server's VAPID key", async () => {
    const { browser, endpoint } = await subscribedAdmin()
    const publicKey = (await kit.request({ method: 'GET', url: '/api/push/public-key', host: hostA })).json<{ public_key: string }>().public_key
    // The same key on every site and on every ask: it is the server's, kept in the database.
    expect((await kit.request({ method: 'GET', url: '/api/push/public-key', host: hostB })).json().public_key).toBe(publicKey)
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)

    expect((await leaveLead()).statusCode).toBe(201)
    const [message] = await push.waitFor(1)
    expect(message!.path).toBe('/send/admin-phone')
    expect(message!.headers['content-encoding']).toBe('aes128gcm')
    expect(message!.headers.urgency).toBe('high')
    expect(Number(message!.headers.ttl)).toBe(24 * 60 * 60)

    const claims = verifiedVapidClaims(message!.headers.authorization, publicKey)
    expect(claims.aud).toBe(new URL(endpoint).origin)
    expect(claims.sub).toBe('mailto:cards@marque.test')
    expect(claims.exp * 1000).toBeGreaterThan(Date.now())
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000)

    const admin = await kit.userId('admin@example.com')
    expect(JSON.parse(browser.decrypt(message!.body))).toEqual({
      kind: 'lead',
      title: 'New contact from Paula Push on the card of Maya Okafor',
      body: lead.message,
      link: `/users/${admin}/messages`,
    })
    // Another browser's keys cannot read it.
    expect(() => browserKeys().decrypt(message!.body)).toThrow()
    await expect.poll(async () => (await subscriptions())[0]?.last_sent_at).not.toBeNull()
  })

  it('forgets a subscription its push service says is gone (410), and tries again after any other failure', async () => {
    await subscribedAdmin('/send/gone')
    push.answerWith(410)
    await leaveLead()
    await push.waitFor(1)
    await expect.poll(subscriptions, { timeout: 10_000 }).toEqual([])
    // Gone: the next lead pushes to nobody, but still notifies in the app.
    await leaveLead({ ...lead, message: 'second' })
    const [count] = await t.query<{ n: number }>(`select count(*)::int as n from notifications where kind = 'lead'`)
    expect(count!.n).toBe(2)

    await subscribedAdmin('/send/flaky')
    push.answerWith(500)
    await leaveLead({ ...lead, message: 'third' })
    const [, failed, retried] = await push.waitFor(3)
    expect(failed!.path).toBe('/send/flaky')
    expect(retried!.path).toBe('/send/flaky')
    expect(await subscriptions()).toEqual([expect.objectContaining({ endpoint: `${push.origin}/send/flaky` })])
  })

  it('follows the preferences: with e-mail and push off a lead only shows in the app, and with in-app off not even there', async () => {
    const { token, browser } = await subscribedAdmin()
    const defaults = await kit.request({ method: 'GET', url: '/api/users/me/notification-preferences', host: hostA, token })
    expect(defaults.json()).toEqual({
      // The kinds of the brand's books first, then the card's and the account's.
      payment: { in_app: true, email: true, push: true },
      invoice: { in_app: true, email: false, push: false },
      lead: { in_app: true, email: true, push: true },
      membership: { in_app: true, email: true, push: false },
      security: { in_app: true, email: true, push: false },
    })
    const quiet = await kit.request({
      method: 'PUT',
      url: '/api/users/me/notification-preferences',
      host: hostA,
      token,
      payload: { lead: { in_app: true, email: false, push: false } },
    })
    expect(quiet.statusCode).toBe(200)
    expect(quiet.json().lead).toEqual({ in_app: true, email: false, push: false })
    expect(quiet.json().membership).toEqual({ in_app: true, email: true, push: false })

    await leaveLead({ ...lead, message: 'quiet one' })
    const unread = async () => (await kit.request({ method: 'GET', url: '/api/notifications', host: hostA, token })).json<{ unread: number }>().unread
    expect(await unread()).toBe(1)

    await kit.request({ method: 'PUT', url: '/api/users/me/notification-preferences', host: hostA, token, payload: { lead: { in_app: false, email: true, push: true } } })
    await leaveLead({ ...lead, message: 'loud one' })
    const mail = await smtp.waitForMail('admin@example.com')
    const [pushed] = await push.waitFor(1)
    // Only the second lead was mailed and pushed; neither reached the app's list.
    expect(mail.text).toContain('loud one')
    expect(smtp.countTo('admin@example.com')).toBe(1)
    expect(JSON.parse(browser.decrypt(pushed!.body)).body).toBe('loud one')
    expect(push.received).toHaveLength(1)
    expect(await unread()).toBe(1)

    // Preferences are the person's own: signed out, none.
    expect((await kit.request({ method: 'GET', url: '/api/users/me/notification-preferences', host: hostA })).statusCode).toBe(401)
  })

  it('refuses bad preferences and subscriptions with a message naming the field, and unsubscribes only your own', async () => {
    const token = await kit.openSession('admin@example.com', hostA)
    const put = (payload: unknown) => kit.request({ method: 'PUT', url: '/api/users/me/notification-preferences', host: hostA, token, payload: payload as object })
    expect((await put({ lead: { in_app: true, email: true } })).json().message).toMatch(/^lead\.push: /)
    expect((await put({ news: { in_app: true, email: true, push: true } })).json().message).toMatch(/news/)
    expect((await put({ lead: { in_app: 'yes', email: true, push: true } })).statusCode).toBe(400)

    const keys = browserKeys().keys
    const subscribe = (payload: unknown, as = token) => kit.request({ method: 'POST', url: '/api/push/subscriptions', host: hostA, token: as, payload: payload as object })
    const cases: [unknown, RegExp][] = [
      [{ endpoint: 'http://push.example.com/send/1', keys }, /^endpoint: must be an https address/],
      [{ endpoint: 'https://10.0.0.5/send/1', keys }, /^endpoint: must be the address of a push service, not a local or numeric address/],
      [{ endpoint: 'https://localhost/send/1', keys }, /^endpoint: must be the address of a push service, not a local/],
      [{ endpoint: 'not a url', keys }, /^endpoint: /],
      [{ endpoint: 'https://push.example.com/send/1', keys: { ...keys, p256dh: 'short' } }, /^keys\.p256dh: must be the browser's P-256 public key/],
      [{ endpoint: 'https://push.example.com/send/1', keys: { ...keys, auth: 'x' } }, /^keys\.auth: must be the 16-byte auth secret/],
    ]
    for (const [payload, message] of cases) {
      const response = await subscribe(payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().message).toMatch(message)
    }
    expect(await subscriptions()).toEqual([])
    expect((await kit.request({ method: 'POST', url: '/api/push/subscriptions', host: hostA, payload: { endpoint: 'https://push.example.com/send/1', keys } })).statusCode).toBe(401)

    // A real push service's address is taken, and only its owner can take it back.
    const endpoint = 'https://push.example.com/send/mine'
    expect((await subscribe({ endpoint, keys })).statusCode).toBe(201)
    const someoneElse = await kit.openSession('someone@example.org', hostA)
    const foreign = await kit.request({ method: 'DELETE', url: '/api/push/subscriptions', host: hostA, token: someoneElse, payload: { endpoint } })
    expect(foreign.statusCode).toBe(404)
    const adminOnB = await kit.openSession('admin@example.com', hostB)
    expect((await kit.request({ method: 'DELETE', url: '/api/push/subscriptions', host: hostB, token: adminOnB, payload: { endpoint } })).statusCode).toBe(404)
    expect(await subscriptions()).toHaveLength(1)
    const mine = await kit.request({ method: 'DELETE', url: '/api/push/subscriptions', host: hostA, token, payload: { endpoint } })
    expect(mine.statusCode).toBe(204)
    expect(await subscriptions()).toEqual([])
  })
})

describe.each(backends)('Web Push addresses in a deployment (%s)', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(backend)
  })
  afterEach(() => t.close())

  it('never takes a plain-http address, not even on this machine, and keeps its VAPID key across restarts', async () => {
    const kit = apiClient(() => t)
    const token = await kit.openSession('admin@example.com', hostA)
    const response = await kit.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      host: hostA,
      token,
      payload: { endpoint: 'http://127.0.0.1:9/send/1', keys: browserKeys().keys },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^endpoint: must be an https address/)

    const [stored] = await t.query<{ value: { publicKey: string } }>(`select value from server_settings where key = 'vapid'`)
    const served = (await kit.request({ method: 'GET', url: '/api/push/public-key', host: hostA })).json().public_key
    expect(served).toBe(stored!.value.publicKey)
    // Another start over the same database (a restart, or a second process) signs with the same pair.
    const again = await buildApp({ config: { ...t.app.context.config, logLevel: 'silent' }, database: t.app.context.database })
    try {
      const answer = await again.inject({ method: 'GET', url: '/api/push/public-key', headers: { host: hostA } })
      expect(answer.json().public_key).toBe(served)
    } finally {
      await again.close()
    }
  })
})
