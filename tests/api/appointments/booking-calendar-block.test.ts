import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const weekdaysOnly = { monday: [{ start: '09:00', end: '17:00' }], friday: [{ start: '09:00', end: '12:00' }] }
/** A 45-minute video call; published or not as the test says. */
const callFields = (title: string, published: boolean) => ({ title, duration_minutes: 45, location: { kind: 'video', url: 'https://meet.example/room-secret' }, time_zone: 'Europe/Berlin', weekly: weekdaysOnly, published })

describe.each(backends)('the booking calendar block of content pages (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  /** A named admin of the host's brand: they write its pages and host appointment types. */
  async function brandAdmin(host: string, name: string) {
    const email = `calendar-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, host)
    await kit.makeBrandAdmin(email, host)
    await t.query('update users set name = $1 where email = $2', [name, email])
    const site = await kit.siteOf(host)
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) => kit.request({ method, url, host, token, ...(payload ? { payload } : {}) })
    const offer = async (fields: ReturnType<typeof callFields>) => {
      const made = await call('POST', `/api/brands/${site.brand_id}/appointment-types`, fields)
      expect(made.statusCode, made.body).toBe(201)
      return made.json<{ id: string }>().id
    }
    return { site, call, offer, pages: `/api/brands/${site.brand_id}/sites/${site.id}/pages` }
  }

  const calendar = (id: string, appointment_type_id: string, heading = '') => ({ type: 'appointmets-calendar', id, appointment_type_id, heading })
  const notAvailable = 'This booking calendar is not available.'

  it("draws a published type of the site's brand with its link to book; an unpublished type or another brand's is not available until published", async () => {
    const admin = await brandAdmin(hostA, 'Maya <b>Okafor</b>')
    const shown = await admin.offer(callFields('Intro <call>', true))
    const draft = await admin.offer(callFields('Fitting session', false))
    const foreign = await (await brandAdmin(hostB, 'Other Host')).offer(callFields('Elsewhere call', true))
    const created = await admin.call('POST', admin.pages, { url: 'book-us', title: 'Book us', blocks: [calendar('c1', shown), calendar('c2', draft, 'Come by'), calendar('c3', foreign)] })
    expect(created.statusCode, created.body).toBe(201)
    const pageId = created.json<{ id: string }>().id
    expect((await admin.call('POST', `${admin.pages}/${pageId}/publish`)).statusCode).toBe(200)

    const page = await kit.request({ method: 'GET', url: '/book-us', host: hostA })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h2>Intro &lt;call&gt;</h2>')
    expect(page.body).toContain('45 minutes with Maya &lt;b&gt;Okafor&lt;/b&gt; · By video call')
    expect(page.body).toContain(`<a class="mqb-booking-link" href="/appointments/${shown}">Choose a time</a>`)
    expect(page.body).toContain(`data-appointment-type-id="${shown}"`)
    // The call's own link is the booker's, sent with the booking; the page never shows it.
    expect(page.body).not.toContain('room-secret')
    for (const hidden of ['Fitting session', 'Come by', 'Elsewhere call', `/appointments/${draft}`, `/appointments/${foreign}`]) expect(page.body, hidden).not.toContain(hidden)
    expect(page.body.split(notAvailable)).toHaveLength(3)
    // The page's data carries the same markup for the app.
    const data = await kit.request({ method: 'GET', url: '/api/pages/book-us', host: hostA })
    expect(data.json<{ html: string }>().html).toContain(`href="/appointments/${shown}">Choose a time</a>`)

    // Published, the type shows at once: the page is drawn for each visit.
    expect((await admin.call('PUT', `/api/brands/${admin.site.brand_id}/appointment-types/${draft}`, callFields('Fitting session', true))).statusCode).toBe(200)
    const after = (await kit.request({ method: 'GET', url: '/book-us', host: hostA })).body
    expect(after).toContain('<h2>Come by</h2><h3>Fitting session</h3>')
    expect(after).toContain(`href="/appointments/${draft}"`)
    expect(after.split(notAvailable)).toHaveLength(2)
  })

  it('refuses a page or a preview whose booking calendar names no appointment type, naming the field and writing nothing', async () => {
    const admin = await brandAdmin(hostA, 'Editor')
    const before = await t.query<{ n: number }>('select count(*)::int as n from pages')
    for (const [url, payload] of [
      [admin.pages, { url: 'bad-calendar', title: 'Bad', blocks: [calendar('c1', 'intro-call')] }],
      [`${admin.pages}/preview`, { blocks: [calendar('c1', '')] }],
    ] as const) {
      const refused = await admin.call('POST', url, payload)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json()).toMatchObject({ field: 'blocks.0.appointment_type_id', message: 'blocks.0.appointment_type_id: must be the id of one of the brand’s appointment types; choose one' })
    }
    expect(await t.query('select count(*)::int as n from pages')).toEqual(before)
  })
})
