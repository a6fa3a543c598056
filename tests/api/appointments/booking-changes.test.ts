import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { invitationOf } from '../../helpers/invitation'
import type { ReceivedMail } from '../../helpers/smtp'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }
/** A published hour-long fitting, hosted in UTC every day from 09:00 to 17:00, bookable from now on. */
const fitting = { title: 'Fitting', duration_minutes: 60, location: { kind: 'in-person', address: '1 Harbour Row' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, published: true }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const linkOf = (mail: ReceivedMail) => {
  const found = /\/bookings\/([0-9a-f-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.text)
  expect(found, mail.text).not.toBeNull()
  return { bookingId: found![1]!, token: found![2]! }
}

describe.each(backends)('moving, confirming and declining bookings; the host’s feed and own calendar (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true, allowLoopbackHttp: true })

  /** A new member of hostA's brand, signed in. */
  async function member() {
    const email = `host-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'member'])
    return { email, token, site }
  }

  /** A new member of hostA's brand, named, signed in, hosting a type made of `fields`. */
  async function host(fields: object = fitting) {
    const { email, token, site } = await member()
    await t.query('update users set name = $1 where email = $2', ['Rosa Hartmann', email])
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: fields })
    expect(made.statusCode, made.body).toBe(201)
    return { email, token, brandId: site.brand_id, type: made.json<{ id: string }>() }
  }

  const book = async (typeId: string, start: string, email = 'sam@example.org', answers: Record<string, string> = {}) => {
    const booked = await kit.request({ method: 'POST', url: `/api/appointment-types/${typeId}/bookings`, host: hostA, payload: { start, name: 'Sam Visitor', email, time_zone: 'America/New_York', answers } })
    expect(booked.statusCode, booked.body).toBe(201)
    return booked.json<{ id: string; status: string }>()
  }

  const freeStarts = async (typeId: string, day: string) => {
    const answer = await kit.request({ method: 'GET', url: `/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=UTC`, host: hostA })
    return answer.json<{ days: { slots: { start: string }[] }[] }>().days.flatMap((each) => each.slots.map((slot) => slot.start))
  }

  it('moves a booking once with the link in its mail: both sides get a REQUEST with the same UID and a higher SEQUENCE, the new mail a new link, and a used or changed link moves nothing', async () => {
    const { email: hostEmail, type } = await host()
    const day = inDays(3)
    const booking = await book(type.id, `${day}T10:00:00Z`)
    const first = linkOf(await smtp.waitForMail('sam@example.org'))
    // Another visitor holds 14:00.
    await book(type.id, `${day}T14:00:00Z`, 'other@example.org')

    // The link's own free times count its own hour as free (to move by a little) and never 14:00.
    const linkSlots = await kit.request({ method: 'GET', url: `/api/bookings/${booking.id}/slots?token=${first.token}&from=${day}&to=${day}&time_zone=UTC`, host: hostA })
    expect(linkSlots.statusCode, linkSlots.body).toBe(200)
    const offered = linkSlots.json<{ days: { slots: { start: string }[] }[] }>().days[0]!.slots.map((slot) => slot.start)
    expect(offered).toContain(`${day}T10:00:00.000Z`)
    expect(offered).not.toContain(`${day}T14:00:00.000Z`)

    // A taken time is refused and changes nothing; so is a time never offered.
    const taken = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, host: hostA, payload: { token: first.token, start: `${day}T14:00:00Z` } })
    expect(taken.statusCode).toBe(409)
    expect(taken.json<{ message: string }>().message).toBe('start: That time was just taken; choose another.')
    const never = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, host: hostA, payload: { token: first.token, start: `${day}T20:00:00Z` } })
    expect(never.statusCode).toBe(400)
    // A changed link, or the link on the other brand's site, moves nothing.
    const changed = `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`
    for (const [where, code] of [[hostA, changed], [hostB, first.token]] as const) {
      const refused = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, host: where, payload: { token: code, start: `${day}T12:00:00Z` } })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<{ message: string }>().message).toContain('This link does not work (any more)')
    }
    expect(await t.query('select starts_at, sequence from bookings where id = $1', [booking.id])).toEqual([{ starts_at: new Date(`${day}T10:00:00Z`), sequence: 0 }])

    const moved = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, host: hostA, payload: { token: first.token, start: `${day}T12:00:00Z` } })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ start: `${day}T12:00:00.000Z`, status: 'confirmed' })
    const isMove = (mail: ReceivedMail) => mail.subject.startsWith('New time:')
    const toBooker = await smtp.waitForMail('sam@example.org', 15_000, 0, isMove)
    const toHost = await smtp.waitForMail(hostEmail, 15_000, 0, isMove)
    for (const mail of [toBooker, toHost]) {
      // A type in UTC has its times in UTC (a Z), which needs no VTIMEZONE.
      expect(invitationOf(mail)).toMatchObject({ method: 'REQUEST', timezone: undefined, uid: `${booking.id}@${hostA}`, sequence: 1, start: `${day}T12:00:00.000Z`, status: 'CONFIRMED' })
    }

    // The used link works no more, for moving or cancelling; the new mail's link does.
    for (const action of ['reschedule', 'cancel']) {
      const used = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/${action}`, host: hostA, payload: { token: first.token, ...(action === 'reschedule' ? { start: `${day}T13:00:00Z` } : {}) } })
      expect(used.statusCode).toBe(403)
    }
    const second = linkOf(toBooker)
    expect(second.token).not.toBe(first.token)
    expect(linkOf(toBooker).bookingId).toBe(booking.id)
    expect(toHost.text).not.toMatch(/token=/)
    expect((await kit.request({ method: 'GET', url: `/api/bookings/${booking.id}?token=${second.token}`, host: hostA })).json()).toMatchObject({ start: `${day}T12:00:00.000Z`, duration_minutes: 60 })

    // The old hour is offered again, the new one is not.
    const free = await freeStarts(type.id, day)
    expect(free).toContain(`${day}T10:00:00.000Z`)
    expect(free).not.toContain(`${day}T12:00:00.000Z`)

    // Cancelling with the new link sends CANCEL with the next SEQUENCE.
    expect((await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, host: hostA, payload: { token: second.token } })).statusCode).toBe(200)
    const cancel = await smtp.waitForMail(hostEmail, 15_000, 0, (mail) => mail.subject.startsWith('Cancelled:'))
    expect(invitationOf(cancel)).toMatchObject({ method: 'CANCEL', uid: `${booking.id}@${hostA}`, sequence: 2 })
  })

  it('lets the host see their bookings with the answers, confirm one and decline another; only its host or an admin may, and only once', async () => {
    const { email: hostEmail, token, brandId, type } = await host({ ...fitting, needs_confirmation: true, questions: [{ id: 'size', label: 'Your size', required: false }] })
    const day = inDays(4)
    const kept = await book(type.id, `${day}T09:00:00Z`, 'sam@example.org', { size: 'M' })
    const refused = await book(type.id, `${day}T11:00:00Z`, 'ana@example.org')
    expect(kept.status).toBe('pending')

    const listed = await kit.request({ method: 'GET', url: `/api/brands/${brandId}/bookings?from=${day}&to=${day}&time_zone=UTC`, host: hostA, token })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json<{ bookings: object[] }>().bookings).toEqual([
      expect.objectContaining({ id: kept.id, status: 'pending', name: 'Sam Visitor', email: 'sam@example.org', answers: [{ question: 'Your size', answer: 'M' }], type_title: 'Fitting', host: expect.objectContaining({ name: 'Rosa Hartmann' }) }),
      expect.objectContaining({ id: refused.id, status: 'pending', email: 'ana@example.org' }),
    ])
    // Another member sees none of them and may decide none; the brand's admin sees every host's.
    const otherMember = (await member()).token
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/bookings?from=${day}&to=${day}&time_zone=UTC`, host: hostA, token: otherMember })).json()).toEqual({ bookings: [] })
    expect((await kit.request({ method: 'POST', url: `/api/brands/${brandId}/bookings/${kept.id}/confirm`, host: hostA, token: otherMember })).statusCode).toBe(403)
    const admin = await kit.signInAs('site admin', hostA)
    expect((await kit.request({ method: 'GET', url: `/api/brands/${brandId}/bookings?from=${day}&to=${day}&time_zone=UTC`, host: hostA, token: admin })).json<{ bookings: object[] }>().bookings).toHaveLength(2)
    // Through the other brand's site, the booking is not there.
    expect((await kit.request({ method: 'POST', url: `/api/brands/${(await kit.siteOf(hostB)).brand_id}/bookings/${kept.id}/confirm`, host: hostB, token: await kit.signInAs('site admin', hostB) })).statusCode).toBe(404)

    const confirmed = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/bookings/${kept.id}/confirm`, host: hostA, token })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' })
    const again = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/bookings/${kept.id}/decline`, host: hostA, token })
    expect(again.statusCode).toBe(400)
    expect(again.json<{ message: string }>().message).toContain('is confirmed already')
    expect((await kit.request({ method: 'POST', url: `/api/brands/${brandId}/bookings/${refused.id}/decline`, host: hostA, token })).statusCode).toBe(200)

    const yes = await smtp.waitForMail('sam@example.org', 15_000, 0, (mail) => mail.subject.startsWith('Confirmed:'))
    expect(invitationOf(yes)).toMatchObject({ method: 'REQUEST', uid: `${kept.id}@${hostA}`, sequence: 1, status: 'CONFIRMED' })
    const no = await smtp.waitForMail('ana@example.org', 15_000, 0, (mail) => mail.subject.startsWith('Declined:'))
    expect(no.text).toContain('Rosa Hartmann cannot take this booking')
    expect(invitationOf(no)).toMatchObject({ method: 'CANCEL', uid: `${refused.id}@${hostA}`, sequence: 1, status: 'CANCELLED' })
    await smtp.waitForMail(hostEmail, 15_000, 0, (mail) => mail.subject.startsWith('Declined:'))
    // The declined hour is free again; the confirmed one is not.
    const free = await freeStarts(type.id, day)
    expect(free).toContain(`${day}T11:00:00.000Z`)
    expect(free).not.toContain(`${day}T09:00:00.000Z`)
  })

  it('gives the host a private feed of their bookings that ical.js reads, only on the brand’s own site, and stops the old address when asked for a new one', async () => {
    const { token, brandId, type } = await host()
    const day = inDays(5)
    const booking = await book(type.id, `${day}T15:00:00Z`)
    const made = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/calendar-feed`, host: hostA, token })
    expect(made.statusCode, made.body).toBe(201)
    const feedUrl = new URL(made.json<{ url: string }>().url)
    expect(feedUrl.pathname).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/)

    const feed = await kit.request({ method: 'GET', url: feedUrl.pathname, host: hostA })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event))
    expect(events.map((event) => ({ uid: event.uid, start: event.startDate.toJSDate().toISOString(), summary: event.summary }))).toEqual([{ uid: `${booking.id}@${hostA}`, start: `${day}T15:00:00.000Z`, summary: 'Fitting with Sam Visitor' }])

    expect((await kit.request({ method: 'GET', url: feedUrl.pathname, host: hostB })).statusCode).toBe(404)
    const renewed = await kit.request({ method: 'POST', url: `/api/brands/${brandId}/calendar-feed`, host: hostA, token })
    expect((await kit.request({ method: 'GET', url: feedUrl.pathname, host: hostA })).statusCode).toBe(404)
    const renewedPath = new URL(renewed.json<{ url: string }>().url).pathname
    expect((await kit.request({ method: 'GET', url: renewedPath, host: hostA })).statusCode).toBe(200)
    expect((await kit.request({ method: 'DELETE', url: `/api/brands/${brandId}/calendar-feed`, host: hostA, token })).statusCode).toBe(204)
    expect((await kit.request({ method: 'GET', url: renewedPath, host: hostA })).statusCode).toBe(404)
  })

  describe('the host’s own calendar', () => {
    let server: http.Server | undefined
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

    it('takes the busy events of an .ics address as not free (a repeating one, a Berlin one, not a free or cancelled one), keeps them when the address fails, and refuses addresses it must not read', async () => {
      const { token, type } = await host()
      const day = inDays(6)
      const compact = (time: string) => time.replace(/[-:]/g, '')
      let answer = { status: 200, body: '' }
      server = http.createServer((_request, response) => response.writeHead(answer.status, { 'content-type': 'text/calendar' }).end(answer.body))
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rosa.ics`
      // In UTC: busy 10:00–11:00 (a daily series from the day before), 13:00–14:00 in Berlin's clock
      // written as Berlin time; 15:00 marked free; 16:00 cancelled.
      const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T13:00:00Z`))
      const before = inDays(5)
      answer.body = [
        'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN',
        'BEGIN:VEVENT', 'UID:series@test', `DTSTART:${compact(before)}T100000Z`, `DTEND:${compact(before)}T110000Z`, 'RRULE:FREQ=DAILY;COUNT=3', 'SUMMARY:Standing meeting', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:berlin@test', `DTSTART;TZID=Europe/Berlin:${compact(day)}T${berlin}0000`, `DTEND;TZID=Europe/Berlin:${compact(day)}T${Number(berlin) + 1}0000`, 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:free@test', `DTSTART:${compact(day)}T150000Z`, `DTEND:${compact(day)}T160000Z`, 'TRANSP:TRANSPARENT', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:off@test', `DTSTART:${compact(day)}T160000Z`, `DTEND:${compact(day)}T170000Z`, 'STATUS:CANCELLED', 'END:VEVENT',
        'END:VCALENDAR', '',
      ].join('\r\n')

      // Addresses the server must not read are refused, naming the field, and nothing is kept.
      for (const [url, says] of [['ftp://example.org/cal.ics', 'https'], ['http://calendar.example.org/cal.ics', 'https'], ['https://10.0.0.7/cal.ics', 'not a local or numeric address']] as const) {
        const bad = await kit.request({ method: 'PUT', url: '/api/users/me/calendar-import', host: hostA, token, payload: { url, time_zone: 'Europe/Berlin' } })
        expect(bad.statusCode, url).toBe(400)
        expect(bad.json()).toMatchObject({ field: 'url', message: expect.stringContaining(says) })
      }
      expect((await kit.request({ method: 'GET', url: '/api/users/me/calendar-import', host: hostA, token })).json()).toEqual({ calendar: null })
      expect(await freeStarts(type.id, day)).toHaveLength(8)

      const set = await kit.request({ method: 'PUT', url: '/api/users/me/calendar-import', host: hostA, token, payload: { url: address, time_zone: 'Europe/Berlin' } })
      expect(set.statusCode, set.body).toBe(200)
      const state = () => kit.request({ method: 'GET', url: '/api/users/me/calendar-import', host: hostA, token }).then((got) => got.json<{ calendar: { refreshed_at: string | null; problem: string | null; busy_times: number } }>().calendar)
      await expect.poll(state, { timeout: 20_000 }).toMatchObject({ problem: null, busy_times: 4 })
      expect(await freeStarts(type.id, day)).toEqual(['09', '11', '12', '14', '15', '16'].map((hour) => `${day}T${hour}:00:00.000Z`))
      // A booking of that time is refused as not free.
      const clash = await kit.request({ method: 'POST', url: `/api/appointment-types/${type.id}/bookings`, host: hostA, payload: { start: `${day}T10:00:00Z`, name: 'Sam', email: 'sam@example.org', time_zone: 'UTC' } })
      expect(clash.statusCode).toBe(409)

      // The calendar server fails: the host is told why, and the busy times of the last good read stay.
      answer = { status: 404, body: 'gone' }
      const firstRead = (await state()).refreshed_at
      // Asked for by hand once the last read is done (a moment after its busy times are kept, the queue marks it done).
      const readNow = () => kit.request({ method: 'POST', url: '/api/users/me/calendar-import/refresh', host: hostA, token }).then((got) => got.statusCode)
      await expect.poll(readNow, { timeout: 20_000 }).toBe(202)
      await expect.poll(state, { timeout: 20_000 }).toMatchObject({ problem: 'The calendar server answered 404', busy_times: 4 })
      expect((await state()).refreshed_at).not.toBe(firstRead)
      answer = { status: 200, body: 'this is no calendar' }
      await expect.poll(readNow, { timeout: 20_000 }).toBe(202)
      await expect.poll(state, { timeout: 20_000 }).toMatchObject({ problem: 'The address does not give an iCalendar (.ics) file' })
      expect(await freeStarts(type.id, day)).not.toContain(`${day}T10:00:00.000Z`)

      // Removed: every hour is offered again.
      expect((await kit.request({ method: 'DELETE', url: '/api/users/me/calendar-import', host: hostA, token })).statusCode).toBe(204)
      expect(await freeStarts(type.id, day)).toHaveLength(8)
    })

    it('reads the calendar by hand one read at a time: asked again while one waits or runs, it says so and fetches nothing more', async () => {
      const { token } = await host()
      // The calendar server holds its answer until the test lets it go, so the first read stays under way.
      let fetched = 0
      let answerNow: () => void = () => {}
      const held = new Promise<void>((resolve) => (answerNow = resolve))
      const calendar = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN', 'END:VCALENDAR', ''].join('\r\n')
      server = http.createServer((_request, response) => {
        fetched += 1
        void held.then(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar))
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/held.ics`
      const readNow = () => kit.request({ method: 'POST', url: '/api/users/me/calendar-import/refresh', host: hostA, token })
      const state = () => kit.request({ method: 'GET', url: '/api/users/me/calendar-import', host: hostA, token }).then((got) => got.json<{ calendar: { refreshed_at: string | null } }>().calendar)

      // Saving the address starts a read, which the held answer keeps under way.
      expect((await kit.request({ method: 'PUT', url: '/api/users/me/calendar-import', host: hostA, token, payload: { url: address, time_zone: 'UTC' } })).statusCode).toBe(200)
      await expect.poll(() => fetched, { timeout: 20_000 }).toBe(1)
      for (let press = 0; press < 3; press++) {
        const refused = await readNow()
        expect(refused.statusCode).toBe(429)
        expect(refused.json()).toEqual({ status: 'error', code: expect.any(String), message: 'Your calendar is being read already; its busy times show here once that read is done' })
      }

      answerNow()
      await expect.poll(async () => (await state()).refreshed_at, { timeout: 20_000 }).not.toBeNull()
      await expect.poll(async () => (await readNow()).statusCode, { timeout: 20_000 }).toBe(202)
      await expect.poll(() => fetched, { timeout: 20_000 }).toBe(2)
      expect(fetched).toBe(2)
    })
  })
})
