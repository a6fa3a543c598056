import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { expectCalendarConformance, readCalendar } from '../../helpers/calendar-reader'
import type { ReceivedMail } from '../../helpers/smtp'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** 09:00 to 17:00 on each day of the week. */
const everyDay = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [{ start: '09:00', end: '17:00' }]]))
const hostName = 'Jörg Bücher, "JB"'
const bookerName = "O'Brien; Smith, Jr PhD"
/** A fitting whose every word trips writers up: separators, quotes, a backslash, non-Latin text. */
const fitting = { title: 'Примерка; 試着, "fit"', duration_minutes: 60, location: { kind: 'in-person', address: 'Hof 2; Straße 1, Köln \\ 日本' }, time_zone: 'Europe/Berlin', weekly: everyDay, min_notice_minutes: 0, published: true }
/** The address every mail comes from in these tests (useTestApp's MAIL_FROM). */
const mailFrom = 'cards@marque.test'

describe.each(backends)('calendar files read back by ical.js: every booking mail and the feed (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  /**
   * A mail's calendar parts: each of the registered type (no application/ics), each to the letter of
   * RFC 5545, the same file, its ORGANIZER sent by the mail's From address; the event as ical.js reads it.
   */
  function invitationIn(mail: ReceivedMail) {
    expect.soft(mail.attachments.map((part) => part.contentType), mail.subject).toEqual(['text/calendar', 'text/calendar'])
    const [part, file] = mail.attachments
    expect.soft(file!.filename).toBe('invite.ics')
    expect.soft(file!.content).toBe(part!.content)
    expectCalendarConformance(part!.content)
    const read = readCalendar(part!.content)
    expect(read.events).toHaveLength(1)
    expect.soft(mail.from).toBe(mailFrom)
    expect.soft(read.events[0]!.organizer?.sentBy, 'ORGANIZER is sent by the From address').toBe(`mailto:${mail.from}`)
    return { method: read.method, ...read.events[0]! }
  }

  /** A member of hostA's brand named `hostName`, signed in, hosting the fitting. */
  async function hostWithType() {
    const hostEmail = `host-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(hostEmail, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(hostEmail), 'member'])
    await t.query('update users set name = $1 where email = $2', [hostName, hostEmail])
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: fitting })
    expect(made.statusCode, made.body).toBe(201)
    return { hostEmail, token, site, typeId: made.json<{ id: string }>().id }
  }

  it('writes the invitation, the new time and the cancellation to the letter, From agreeing with ORGANIZER, every name given back exactly', async () => {
    const { hostEmail, typeId } = await hostWithType()
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const booked = await kit.request({ method: 'POST', url: `/api/appointment-types/${typeId}/bookings`, host: hostA, payload: { start: `${day}T10:00:00Z`, name: bookerName, email: 'obrien@example.org', time_zone: 'America/New_York' } })
    expect(booked.statusCode, booked.body).toBe(201)
    const booking = booked.json<{ id: string }>()

    const people = { organizer: { cn: hostName, address: `mailto:${hostEmail}` }, attendees: [{ cn: bookerName, address: 'mailto:obrien@example.org' }] }
    const event = { uid: `${booking.id}@${hostA}`, stampIsUtc: true, summary: `${fitting.title} with ${hostName}`, location: fitting.location.address, ...people }
    const sent = (to: string, subject: string) => smtp.waitForMail(to, 15_000, 0, (mail) => mail.subject.startsWith(subject))
    const linkIn = (mail: ReceivedMail) => /\/bookings\/[0-9a-f-]+\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!

    const invited = await sent('obrien@example.org', 'Booked:')
    for (const mail of [invited, await sent(hostEmail, 'Booked:')]) {
      expect(invitationIn(mail)).toMatchObject({ method: 'REQUEST', sequence: 0, start: `${day}T10:00:00.000Z`, status: 'CONFIRMED', ...event })
    }

    const moved = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/reschedule`, host: hostA, payload: { token: linkIn(invited), start: `${day}T12:00:00Z` } })
    expect(moved.statusCode, moved.body).toBe(200)
    const movedMail = await sent('obrien@example.org', 'New time:')
    for (const mail of [movedMail, await sent(hostEmail, 'New time:')]) {
      expect(invitationIn(mail)).toMatchObject({ method: 'REQUEST', sequence: 1, start: `${day}T12:00:00.000Z`, status: 'CONFIRMED', ...event })
    }

    const cancelled = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, host: hostA, payload: { token: linkIn(movedMail) } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    for (const mail of [await sent('obrien@example.org', 'Cancelled:'), await sent(hostEmail, 'Cancelled:')]) {
      expect(invitationIn(mail)).toMatchObject({ method: 'CANCEL', sequence: 2, start: `${day}T12:00:00.000Z`, status: 'CANCELLED', ...event })
    }
  })

  it("writes the host's feed to the letter, every name given back exactly", async () => {
    const { token, site, typeId } = await hostWithType()
    const day2 = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10)
    const kept = await kit.request({ method: 'POST', url: `/api/appointment-types/${typeId}/bookings`, host: hostA, payload: { start: `${day2}T10:00:00Z`, name: bookerName, email: 'obrien@example.org', time_zone: 'Asia/Tokyo' } })
    expect(kept.statusCode, kept.body).toBe(201)
    const feedUrl = new URL((await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/calendar-feed`, host: hostA, token })).json<{ url: string }>().url)
    const feed = await kit.request({ method: 'GET', url: feedUrl.pathname, host: hostA })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expectCalendarConformance(feed.body)
    const read = readCalendar(feed.body)
    const siteName = (await kit.request({ method: 'GET', url: `/api/sites/${hostA}`, host: hostA })).json<{ site: { meta: { name: string } } }>().site.meta.name
    expect(read.calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${siteName}: bookings`)
    expect(read.events).toEqual([
      expect.objectContaining({ uid: `${kept.json<{ id: string }>().id}@${hostA}`, stampIsUtc: true, start: `${day2}T10:00:00.000Z`, summary: `${fitting.title} with ${bookerName}`, description: `${bookerName} <obrien@example.org>` }),
    ])
  })
})
