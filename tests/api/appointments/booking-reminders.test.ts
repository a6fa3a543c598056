import { randomBytes } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSmtp, type TestSmtp } from '../../helpers/smtp'
import { apiClient, hostA } from '../../support/api-client'
import { backends, createTestApp, type TestApp } from '../../support/test-app'

const allDay = [{ start: '00:00', end: '23:59' }]
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay }
const fiveMinutes = 5 * 60_000
/** 23:55 is no free time (the hours end at 23:59, a call lasts five minutes): the next one is at midnight. */
function freeTimeFrom(time: number) {
  return new Date(time).toISOString().slice(11, 16) === '23:55' ? time + fiveMinutes : time
}

describe.each(backends)('booking reminders (%s)', (backend) => {
  let app: TestApp | undefined
  let smtp: TestSmtp | undefined
  // The first app of a file loads the server's code, which takes seconds; the timed one below must start at once.
  beforeAll(async () => {
    await (await createTestApp(backend)).close()
  })
  afterEach(async () => {
    await app?.close()
    await smtp?.stop()
  })

  it('reminds both sides at the set time before the meeting, nobody of a booking cancelled meanwhile, and a moved booking at its new time', async () => {
    // A meeting a little ahead (every five minutes is a free time), and a reminder set to come
    // eight seconds from now; a day ahead is set too, and is already past, so it is not sent.
    const meeting = freeTimeFrom(Math.ceil((Date.now() + 10 * 60_000) / fiveMinutes) * fiveMinutes)
    const leadSeconds = Math.floor((meeting - Date.now()) / 1000) - 8
    smtp = await startSmtp()
    app = await createTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: 'cards@marque.test', BOOKING_REMINDERS: `86400,${leadSeconds}` })
    const t = app
    const kit = apiClient(() => t, () => smtp!)
    const site = await kit.siteOf(hostA)

    async function hostedType(name: string) {
      const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.org`
      const token = await kit.openSession(email, hostA)
      await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'member'])
      await t.query('update users set name = $1 where email = $2', [name, email])
      const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { title: 'Quick call', duration_minutes: 5, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, published: true } })
      return { email, typeId: made.json<{ id: string }>().id }
    }
    const kept = await hostedType('Kept')
    const dropped = await hostedType('Dropped')
    const moved = await hostedType('Moved')
    const start = new Date(meeting).toISOString()
    for (const [type, booker] of [[kept, 'keeps@example.org'], [dropped, 'cancels@example.org'], [moved, 'moves@example.org']] as const) {
      const booked = await kit.request({ method: 'POST', url: `/api/appointment-types/${type.typeId}/bookings`, host: hostA, payload: { start, name: 'Visitor', email: booker, time_zone: 'UTC' } })
      expect(booked.statusCode, booked.body).toBe(201)
    }
    const cancelMail = await smtp.waitForMail('cancels@example.org')
    const [, bookingId, token] = /\/bookings\/([0-9a-f-]+)\?token=([A-Za-z0-9_-]+)/.exec(cancelMail.text)!
    expect((await kit.request({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, host: hostA, payload: { token } })).statusCode).toBe(200)
    // Moved an hour later: its reminders are planned again for the new time, with the new sequence.
    const moveMail = await smtp.waitForMail('moves@example.org')
    const [, movedId, moveToken] = /\/bookings\/([0-9a-f-]+)\?token=([A-Za-z0-9_-]+)/.exec(moveMail.text)!
    const later = new Date(freeTimeFrom(meeting + 60 * 60_000))
    expect((await kit.request({ method: 'POST', url: `/api/bookings/${movedId}/reschedule`, host: hostA, payload: { token: moveToken, start: later.toISOString() } })).statusCode).toBe(200)
    const planned = await t.query<{ sequence: number; start_after: Date }>(`select (data->>'sequence')::int as sequence, start_after from jobs.job where name = 'reminder' and data->>'bookingId' = $1 order by start_after`, [movedId])
    expect(planned.map((job) => job.sequence)).toEqual([0, 1])
    expect(Math.abs(planned[1]!.start_after.getTime() - (later.getTime() - leadSeconds * 1000))).toBeLessThan(1000)

    const isReminder = (mail: { subject: string }) => mail.subject.startsWith('Reminder:')
    const toBooker = await smtp.waitForMail('keeps@example.org', 30_000, 0, isReminder)
    const toHost = await smtp.waitForMail(kept.email, 30_000, 0, isReminder)
    // Marque's English writes dates the British way; Intl, not the code under test, says how that reads.
    const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(meeting)
    expect(toBooker.subject).toBe(`Reminder: Quick call with Kept, ${date}, ${start.slice(11, 16)} (UTC)`)
    expect(toHost.subject).toMatch(/^Reminder: Quick call with Visitor, /)
    // The cancelled and the moved bookings' reminders were due at the same moment: give them time to arrive, and see none came.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect(smtp.mails.filter(isReminder).map((mail) => mail.to).flat().sort()).toEqual([kept.email, 'keeps@example.org'].sort())
  }, 60_000)
})
