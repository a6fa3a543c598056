import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RouteAccess } from '../../server/access/route-access'
import { hostA } from './api-client'
import { backends } from './test-app'
import { useTestApp } from './use-test-app'

/**
 * Every /api route, walked from the router so a new route is covered the day it is added, gets
 * hostile input: wrong types, NUL characters, strings of 1 MB, deeply nested JSON, bytes that are
 * not UTF-8, bad ids and fields it does not know. Each is sent by the demo admin (who may call
 * every route, so the input reaches the handlers), none may answer 5xx, and no row may change.
 * The routes are walked in parts, a test file each (tests/api/platform/hostile-input-*.test.ts): each part
 * is a short test, far inside its limit on a loaded machine, and the parts run side by side.
 */

type Hostile = { what: string; url: string; headers?: Record<string, string>; payload?: string | Buffer | object; query?: Record<string, string> }

const NUL = '\u0000'
// Half of a surrogate pair: JSON's `\ud800` escape makes it, and no UTF-8 text can hold it.
const loneSurrogate = '\ud800'
const oneMegabyte = 'x'.repeat(1024 * 1024)
const deepObject = `${'{"a":'.repeat(12_000)}1${'}'.repeat(12_000)}`
const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`
// `{"name":"<0xff 0xfe>"}`: a body that says JSON and is not UTF-8.
const gif = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const notUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')])

/** Values a field's schema refuses, tried one field at a time. */
const wrongValues: unknown[] = [12345, -1, 1e308, true, null, [], {}, '', 'x'.repeat(5000), ['a'], { nested: 'object' }]

/** Ids that name nothing, or are not ids at all. */
const badIds = ['not-an-id', '%00', '%C3%28', '%FF%FE', 'x'.repeat(3000), '00000000-0000-0000-0000-000000000000', '..%2F..%2Fetc%2Fpasswd', '-1', '1e999', '%20', '%E2%80%AE']

async function pngBytes() {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } }).png().toBuffer()
}

/** A body each JSON route accepts: the cases change one thing in it, so only that thing is wrong. */
const appointmentTypeBody = { title: 'Fuzz call', duration_minutes: 30, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'UTC', weekly: {}, published: true }

const invoiceLine = { description: 'Fuzz work', quantity: '1', unit_price: 1000, taxes: [{ name: 'VAT', percent: '19', category: 'S' }] }

const validBodies: Record<string, () => object> = {
  'PATCH /api/users/me': () => ({ name: 'Fuzz Tester', bio: 'Plain words' }),
  // An address that is not the caller's: the walk never deletes the account it walks with.
  'DELETE /api/users/me': () => ({ cards: 'give-to-brand', confirm_email: 'someone-else@example.org' }),
  'POST /api/auth/tokens': () => ({ email: 'fuzz@example.org' }),
  'PUT /api/sites/current/landing/:block': () => ({ ops: [{ insert: 'Hello\n' }] }),
  'PATCH /api/brands/:brandId/profile': () => ({ about: 'About us', email: 'hello@example.org' }),
  'POST /api/brands/:brandId/vcards': () => ({ key: 'fuzz-card', given_name: 'Fuzz' }),
  'PATCH /api/brands/:brandId/vcards/:vcardId': () => ({ given_name: 'Fuzzed', bio: 'Changed' }),
  // Nobody of the brand has this id: whatever the walk changes in it, no card changes hands.
  'PUT /api/brands/:brandId/vcards/:vcardId/owner': () => ({ owner_user_id: '00000000-0000-4000-8000-00000000f022' }),
  'POST /api/brands/:brandId/vcards/for-member': () => ({ owner_user_id: '00000000-0000-4000-8000-00000000f022' }),
  'POST /api/vcards/:key/taps': () => ({ target: 'https://example.org' }),
  'POST /api/vcards/:key/leads': () => ({ name: 'Fuzz Lead', email: 'lead@example.org', phone: '', message: 'Hello' }),
  'PATCH /api/notifications/:id': () => ({ read: true }),
  'PATCH /api/brands/:brandId': () => ({ name: 'Fuzz Brand', slug: 'fuzz-brand' }),
  'POST /api/brands/:brandId/sites/:siteId/hosts': () => ({ hostname: 'fuzz.northwind.test' }),
  'PATCH /api/brands/:brandId/sites/:siteId': () => ({ name: 'Fuzz Site', nav: [{ label: 'Home', to: '/' }] }),
  'PATCH /api/users/:userId': () => ({ name: 'Fuzz Person', bio: 'Plain words', listed: true }),
  'PUT /api/users/me/notification-preferences': () => ({ lead: { in_app: true, email: false, push: false } }),
  'POST /api/push/subscriptions': () => ({
    endpoint: 'https://push.example.com/fuzz',
    keys: { p256dh: 'BFN4ejQi9eKYNoYSBJ_rEUkkbIoPheJzeYJNPHfA6yy3fulk94AjWOpGUGyRAeeW9xbzWpBCJ93wIQCN8nKUFJ0', auth: 'MzD6kAtVpuB-qMrdxI1c9A' },
  }),
  'DELETE /api/push/subscriptions': () => ({ endpoint: 'https://push.example.com/fuzz' }),
  'POST /api/users/:userId/email': () => ({ email: 'fuzz-new@example.org' }),
  'POST /api/users/:userId/email/confirm': () => ({ code: '123456' }),
  'PATCH /api/brands/:brandId/members/:userId': () => ({ role: 'owner' }),
  'POST /api/brands/:brandId/invitations': () => ({ email: 'fuzz-invite@example.org', role: 'member' }),
  'PATCH /api/brands/:brandId/messages/:messageId': () => ({ status: 'won' }),
  'PATCH /api/messages/:messageId': () => ({ read: true }),
  'POST /api/brands/:brandId/messages/:messageId/notes': () => ({ body: 'A note' }),
  'POST /api/brands/:brandId/messages/:messageId/replies': () => ({ body: 'A reply' }),
  'POST /api/brands/:brandId/appointment-types': () => appointmentTypeBody,
  'PUT /api/brands/:brandId/appointment-types/:typeId': () => appointmentTypeBody,
  // A time long past: whatever the walk changes in it, no booking can be written.
  'POST /api/appointment-types/:typeId/bookings': () => ({ start: '2020-01-06T09:00:00Z', name: 'Fuzz Visitor', email: 'fuzz@example.org', time_zone: 'UTC' }),
  'POST /api/bookings/:bookingId/cancel': () => ({ token: 'a-link-code-that-matches-nothing' }),
  'POST /api/bookings/:bookingId/reschedule': () => ({ token: 'a-link-code-that-matches-nothing', start: '2020-01-06T09:00:00Z' }),
  'PUT /api/users/me/calendar-import': () => ({ url: 'https://calendar.example.com/fuzz.ics', time_zone: 'Europe/Berlin' }),
  'PUT /api/brands/:brandId/card-template': () => ({ values: { organisation: 'Fuzz & Co' }, locked: ['organisation'] }),
  'POST /api/brands/:brandId/vcards/import': () => ({ csv: 'given_name\nFuzz', dry_run: true }),
  'POST /api/contact': () => ({ name: 'Fuzz Writer', email: 'fuzz@example.org', message: 'Hello' }),
  'PUT /api/brands/:brandId/webhook': () => ({ url: 'https://crm.example.com/fuzz' }),
  'PATCH /api/brands/:brandId/videos/:videoId': () => ({ title: 'Fuzz film', visibility: 'unlisted' }),
  'POST /api/brands/:brandId/sites/:siteId/pages': () => ({ url: 'fuzz-page', title: 'Fuzz', blocks: [{ type: 'html', id: 'a', content: { ops: [{ insert: 'Hi\n' }] } }] }),
  'POST /api/brands/:brandId/sites/:siteId/pages/preview': () => ({ blocks: [{ type: 'divider', id: 'a', style: 'line' }] }),
  'PUT /api/brands/:brandId/sites/:siteId/pages/:pageId': () => ({ url: 'fuzz-target-page', title: 'Fuzzed', description: '', social_image_upload_id: null, blocks: [], revision: 0 }),
  'POST /api/brands/:brandId/clients': () => ({ name: 'Fuzz Client', currency: 'EUR' }),
  'PATCH /api/brands/:brandId/clients/:clientId': () => ({ name: 'Fuzzed Client', payment_terms_days: 30 }),
  'POST /api/brands/:brandId/invoices': () => ({ kind: 'invoice', client_id: '00000000-0000-4000-8000-00000000f022', lines: [invoiceLine] }),
  'PATCH /api/brands/:brandId/invoices/:invoiceId': () => ({ notes: 'Fuzzed', lines: [invoiceLine] }),
  // A credit note of a draft: whatever the walk changes in it, none is made.
  'POST /api/brands/:brandId/invoices/:invoiceId/credit-notes': () => ({ notes: 'Fuzz credit', lines: [invoiceLine] }),
  // A client of no brand: whatever the walk changes in it, no payment is recorded.
  'POST /api/brands/:brandId/payments': () => ({ client_id: '00000000-0000-4000-8000-00000000f022', amount: 1000, currency: 'EUR', reference: 'Fuzz' }),
  // More than the payment has: nothing is allocated or refunded, whatever the walk changes.
  'POST /api/brands/:brandId/payments/:paymentId/allocations': () => ({ allocations: [{ invoice_id: '00000000-0000-4000-8000-00000000f022', amount: 1e12 }] }),
  'POST /api/brands/:brandId/payments/:paymentId/refunds': () => ({ amount: 1e12, reason: 'Fuzz' }),
  'PUT /api/brands/:brandId/payment-settings': () => ({ bank: { account_holder: 'Fuzz', account: 'DE00 0000', bic: '', bank_name: '' } }),
  'POST /api/brands/:brandId/payment-links': () => ({ title: 'Fuzz deposit', amount: 1000, currency: 'EUR' }),
  'PATCH /api/brands/:brandId/payment-links/:linkId': () => ({ title: 'Fuzzed deposit', amount: 2000 }),
}

/** The zod object a route's body is checked with, if it takes a JSON object. */
function bodyShape(route: RouteAccess): Record<string, z.ZodType> | null {
  const body = route.schema?.body
  return body instanceof z.ZodObject ? (body.shape as Record<string, z.ZodType>) : null
}

function bodyCases(route: RouteAccess, url: string, valid: object): Hostile[] {
  const json = { 'content-type': 'application/json' }
  const cases: Hostile[] = [
    ...[[], 'text', 42, null, true].map((payload) => ({ what: `the body ${JSON.stringify(payload)}`, url, headers: json, payload: JSON.stringify(payload) })),
    { what: 'JSON nested 12,000 deep', url, headers: json, payload: deepObject },
    { what: 'arrays nested 30,000 deep', url, headers: json, payload: deepArray },
    { what: 'bytes that are not UTF-8', url, headers: json, payload: notUtf8 },
    { what: 'a string of 1 MB', url, payload: { ...valid, name: oneMegabyte } },
    { what: 'a field it does not know', url, payload: { ...valid, surprise_field: 'hello' } },
    { what: 'a NUL in the name of a field', url, payload: { ...valid, [`na${NUL}me`]: 'x' } },
    { what: 'a body sent as text/plain', url, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(valid) },
  ]
  const shape = bodyShape(route) ?? {}
  for (const [field, schema] of Object.entries(shape)) {
    for (const value of wrongValues) {
      if (!schema.safeParse(value).success) cases.push({ what: `${field} = ${JSON.stringify(value).slice(0, 40)}`, url, payload: { ...valid, [field]: value } })
    }
    cases.push({ what: `a NUL in ${field}`, url, payload: { ...valid, [field]: `before${NUL}after` } })
    cases.push({ what: `a NUL inside a list in ${field}`, url, payload: { ...valid, [field]: [`a${NUL}`] } })
    cases.push({ what: `half a surrogate pair in ${field}`, url, payload: { ...valid, [field]: `Jörg ${loneSurrogate} Bücher` } })
  }
  return cases
}


/**
 * The parts of the walk, by the routes' addresses: a route is in the first part whose address it
 * matches, and the last part takes every route no other does, so each route is walked once.
 */
const hostileInputParts = [
  ["the brand's cards", /^\/api\/brands\/:brandId\/(vcards|card-template)(\/|$)/],
  ["the brand's sites and pages", /^\/api\/brands\/:brandId\/sites(\/|$)/],
  ["the brand's appointments", /^\/api\/brands\/:brandId\/(appointment-types|bookings|calendar-feed)(\/|$)/],
  ["the brand's inbox, videos and webhook", /^\/api\/brands\/:brandId\/(messages|videos|webhook)\b/],
  ["the brand's clients and invoices", /^\/api\/brands\/:brandId\/(clients|invoices)\b/],
  ["the brand's payments", /^\/api\/brands\/:brandId\/payments\b/],
  ["the brand's payment links and bank details", /^\/api\/brands\/:brandId\/(payment-links|payment-settings)\b/],
  ['the brand itself, its people and figures', /^\/api\/brands\/:brandId(\/|$)/],
  ['people, sessions and notifications', /^\/api\/(auth|users|workspace|notifications|push|messages|invitations|uploads)(\/|$)/],
  ['public pages, cards, bookings and videos, and every other route', /./],
] as const

type HostileInputPart = (typeof hostileInputParts)[number][0]

const partOf = (url: string): HostileInputPart => hostileInputParts.find(([, address]) => address.test(url))![0]

/** The walk of one part of the routes, on each backend, with an app of its own. */
export function describeHostileInput(part: HostileInputPart): void {
  describe.each(backends)(`hostile input to the routes of ${part}: no 5xx, nothing written (%s)`, (backend) => {
    const { t, kit } = useTestApp(backend)

    /** Every table's row count and a digest of its rows. */
    async function snapshot() {
      const tables = await t.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
      )
      const digest: Record<string, string> = {}
      for (const { table_name } of tables) {
        const [row] = await t.query<{ n: number; digest: string | null }>(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table_name}" t`,
        )
        digest[table_name] = `${row!.n} rows, ${row!.digest}`
      }
      return digest
    }

    it('answers every hostile request below 500, names what was wrong, and changes no row', async () => {
      const admin = await kit.openSession('admin@example.com', hostA, 'admin')
      const siteA = await kit.siteOf(hostA)
      const card = await kit.createCard(hostA, admin, { key: 'fuzz-target', given_name: 'Target' })
      const notificationId = await kit.leadNotificationForAdmin()
      const page = await kit.request({ method: 'POST', url: `/api/brands/${siteA.brand_id}/sites/${siteA.id}/pages`, host: hostA, token: admin, payload: { url: 'fuzz-target-page', title: 'Target' } })
      const appointmentType = await kit.request({ method: 'POST', url: `/api/brands/${siteA.brand_id}/appointment-types`, host: hostA, token: admin, payload: appointmentTypeBody })
      const fuzzClient = await kit.request({ method: 'POST', url: `/api/brands/${siteA.brand_id}/clients`, host: hostA, token: admin, payload: { name: 'Fuzz Target', currency: 'EUR' } })
      const fuzzDraft = await kit.request({
        method: 'POST',
        url: `/api/brands/${siteA.brand_id}/invoices`,
        host: hostA,
        token: admin,
        payload: { kind: 'invoice', client_id: fuzzClient.json<{ id: string }>().id, lines: [invoiceLine] },
      })
      const fuzzPayment = await kit.request({ method: 'POST', url: `/api/brands/${siteA.brand_id}/payments`, host: hostA, token: admin, payload: { client_id: fuzzClient.json<{ id: string }>().id, amount: 1000, currency: 'EUR' } })
      const fuzzLink = await kit.request({ method: 'POST', url: `/api/brands/${siteA.brand_id}/payment-links`, host: hostA, token: admin, payload: { title: 'Fuzz target', amount: 1000, currency: 'EUR' } })
      const realParams: Record<string, string> = {
        clientId: fuzzClient.json<{ id: string }>().id,
        paymentId: fuzzPayment.json<{ id: string }>().id,
        linkId: fuzzLink.json<{ id: string }>().id,
        invoiceId: fuzzDraft.json<{ id: string }>().id,
        brandId: siteA.brand_id,
        typeId: appointmentType.json<{ id: string }>().id,
        bookingId: '00000000-0000-4000-8000-000000000000',
        videoId: '00000000-0000-4000-8000-000000000000',
        language: 'en',
        rendition: '360p',
        file: 'index.m3u8',
        track: 'en.vtt',
        uploadId: '0123456789abcdef0123456789abcdef',
        pageId: page.json<{ id: string }>().id,
        number: '1',
        url: 'fuzz-target-page',
        messageId: (await kit.request({ method: 'POST', url: '/api/contact', host: hostA, payload: { name: 'Fuzz', email: 'fuzz@example.org', message: 'Target' } })).json<{ id: string }>().id,
        vcardId: card.id,
        key: 'demo',
        block: 'content_1',
        id: notificationId,
        hostname: hostA,
        siteId: siteA.id,
        slug: 'northwind',
        userId: await kit.userId('admin@example.com'),
        invitationId: '00000000-0000-4000-8000-000000000000',
        token: 'no-such-invitation-token-0000000000',
      }
      const fill = (url: string, overrides: Record<string, string> = {}) =>
        url.replace(/:(\w+)/g, (_, name: string) => {
          const value = overrides[name] ?? realParams[name]
          if (value === undefined) throw new Error(`The walk has no value for :${name} in ${url}; add one to realParams`)
          return value
        })

      const png = await pngBytes()
      const before = await snapshot()
      const fiveHundreds: string[] = []
      const unnamed: string[] = []
      const accepted: string[] = []
      let sent = 0

      async function send(route: RouteAccess, hostile: Hostile) {
        const payload = hostile.payload
        const response: LightMyRequestResponse = await kit.request({
          method: route.method as 'POST',
          url: hostile.url,
          host: hostA,
          token: admin,
          ...(hostile.query ? { query: hostile.query } : {}),
          ...(hostile.headers ? { headers: hostile.headers } : {}),
          ...(payload === undefined ? {} : { payload: payload as string }),
        })
        sent += 1
        const label = `${route.method} ${route.url} with ${hostile.what}: ${response.statusCode} ${response.body.slice(0, 160)}`
        if (response.statusCode >= 500) fiveHundreds.push(label)
        else if (response.statusCode < 400) accepted.push(label)
        // A HEAD answer has headers only, by design.
        else if (response.statusCode >= 400 && route.method !== 'HEAD') {
          let answer: { status?: string; message?: string } = {}
          try {
            answer = response.json()
          } catch {
            // Not JSON: reported below as an answer that names nothing.
          }
          // A person reading the answer learns what was wrong: a sentence, never a stack trace.
          if (answer.status !== 'error' || !answer.message || /\bat .+:\d+:\d+/.test(answer.message)) unnamed.push(label)
        }
        return response
      }

      const routes = t.app.apiRoutes.filter((route) => partOf(route.url) === part)
      expect(routes.length).toBeGreaterThanOrEqual(2)
      for (const route of routes) {
        const key = `${route.method} ${route.url}`
        const url = fill(route.url)
        const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!)
        for (const param of params) {
          for (const bad of badIds) await send(route, { what: `:${param} = ${bad.slice(0, 30)}`, url: fill(route.url, { [param]: bad }) })
        }

        const querystring = route.schema?.querystring
        if (querystring instanceof z.ZodObject) {
          for (const field of Object.keys(querystring.shape)) {
            const refused = [NUL, 'x'.repeat(5000), '9.9', '<script>', ''].filter((bad) => !querystring.shape[field]!.safeParse(bad).success)
            for (const bad of refused) {
              const response = await send(route, { what: `?${field}=${JSON.stringify(bad).slice(0, 20)}`, url, query: { [field]: bad } })
              if (bad === NUL) expect(response.statusCode, `${key} with a NUL in ?${field}`).toBe(400)
            }
          }
        }

        if (route.method === 'GET' || route.method === 'DELETE') continue
        if (route.url.endsWith('/photo') || route.url.endsWith('/logo') || route.url === '/api/uploads/images' || route.url.endsWith('/images')) {
          // Image routes take the raw file: what is not a PNG or JPEG, or is damaged, is refused.
          const images: Hostile[] = [
            { what: 'a PNG sent as JSON', url, headers: { 'content-type': 'application/json' }, payload: png },
            { what: 'text sent as a PNG', url, headers: { 'content-type': 'image/png' }, payload: 'not an image' },
            { what: 'a cut-off PNG', url, headers: { 'content-type': 'image/png' }, payload: png.subarray(0, 40) },
            { what: 'a GIF sent as a PNG', url, headers: { 'content-type': 'image/png' }, payload: Buffer.from(gif, 'base64') },
            { what: '1 MB of noise as a PNG', url, headers: { 'content-type': 'image/png' }, payload: Buffer.from(oneMegabyte) },
            { what: 'an empty body as a PNG', url, headers: { 'content-type': 'image/png' }, payload: Buffer.alloc(0) },
          ]
          for (const hostile of images) await send(route, hostile)
          continue
        }
        const valid = validBodies[key]
        if (!valid && bodyShape(route)) throw new Error(`${key} takes a body: add one it accepts to validBodies`)
        if (!valid) continue
        for (const hostile of bodyCases(route, url, valid())) {
          const response = await send(route, hostile)
          if (hostile.what.startsWith('a NUL in ') && hostile.what !== 'a NUL in the name of a field') {
            const field = hostile.what.replace(/^a NUL (inside a list )?in /, '')
            expect(response.statusCode, `${key} with ${hostile.what}`).toBe(400)
            const answer = response.json() as { message: string; field?: string }
            expect(answer.message, `${key} with ${hostile.what}`).toMatch(new RegExp(`^${field}(\\.0)?: may not contain the NUL character`))
            expect(answer.field, `${key} with ${hostile.what}`).toMatch(new RegExp(`^${field}(\\.0)?$`))
          }
          if (hostile.what.startsWith('half a surrogate pair in ')) {
            const field = hostile.what.replace('half a surrogate pair in ', '')
            expect(response.statusCode, `${key} with ${hostile.what}`).toBe(400)
            expect(response.json(), `${key} with ${hostile.what}`).toMatchObject({ field, message: `${field}: is not well-formed Unicode (it holds half of a surrogate pair)` })
          }
        }
      }

      expect(fiveHundreds).toEqual([])
      expect(unnamed).toEqual([])
      // Each request is wrong in one way, so each is refused.
      expect(accepted).toEqual([])
      expect(sent).toBeGreaterThan(100)
      const after = await snapshot()
      const changed = Object.keys(after).filter((table) => after[table] !== before[table])
      expect(changed.map((table) => `${table}: ${before[table]} → ${after[table]}`)).toEqual([])
    })
  })
}
