import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { invitationOf } from '../../helpers/invitation'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }

describe.each(backends)('booking invitations and the cancel link (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  it('mails both sides a REQUEST with the host zone, and the booker a cancel link that works once and refuses a changed one', async () => {
    const hostEmail = `host-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(hostEmail, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(hostEmail), 'member'])
    await t.query('update users set name = $1 where email = $2', ['Rosa Hartmann', hostEmail])
    const type = (
      await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { title: 'Fitting', duration_minutes: 60, location: { kind: 'in-person', address: '1 Harbour Row' }, time_zone: 'Europe/Berlin', weekly: everyDay, min_notice_minutes: 0, published: true } })
    ).json<{ id: string }>()
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const booked = await kit.request({ method: 'POST', url: `/api/appointment-types/${type.id}/bookings`, host: hostA, payload: { start: `${day}T12:00:00Z`, name: 'Sam Visitor', email: 'sam@example.org', time_zone: 'America/New_York' } })
    expect(booked.statusCode, booked.body).toBe(201)
    const booking = booked.json<{ id: string }>()

    const toBooker = await smtp.waitForMail('sam@example.org')
    const toHost = await smtp.waitForMail(hostEmail)
    // Each reads the time on their own clock (Intl, not the code under test, says which it is that day).
    const clock = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T12:00:00Z`))
    expect(toBooker.subject).toMatch(new RegExp(`^Booked: Fitting with Rosa Hartmann, .+, ${clock('America/New_York')} \\(America/New York\\)$`))
    expect(toBooker.replyTo).toContain(hostEmail)
    expect(toHost.subject).toMatch(new RegExp(`^Booked: Fitting with Sam Visitor, .+, ${clock('Europe/Berlin')} \\(Europe/Berlin\\)$`))
    expect(toHost.replyTo).toContain('sam@example.org')
    for (const mail of [toBooker, toHost]) {
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        timezone: 'Europe/Berlin',
        startZone: 'Europe/Berlin',
        uid: `${booking.id}@${hostA}`,
        sequence: 0,
        start: `${day}T12:00:00.000Z`,
        organizer: `mailto:${hostEmail}`,
        attendee: 'mailto:sam@example.org',
        status: 'CONFIRMED',
      })
    }
    // Only the booker's mail can cancel.
    const link = /https?:\/\/\S+\/bookings\/[0-9a-f-]+\?token=([A-Za-z0-9_-]+)/.exec(toBooker.text)
    expect(link, toBooker.text).not.toBeNull()
    expect(toHost.text).not.toMatch(/token=/)
    const secret = link![1]!

    // A changed link is refused and cancels nothing; so is the link on another brand's site.
    const changed = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const [host, code] of [[hostA, changed], [hostB, secret]] as const) {
      const refused = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, host, payload: { token: code } })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<{ message: string }>().message).toContain('This link does not work (any more)')
    }
    expect(await t.query('select status, sequence from bookings where id = $1', [booking.id])).toEqual([{ status: 'confirmed', sequence: 0 }])

    expect((await kit.request({ method: 'GET', url: `/api/bookings/${booking.id}?token=${secret}`, host: hostA })).json()).toMatchObject({ title: 'Fitting', host_name: 'Rosa Hartmann', status: 'confirmed' })
    const cancelled = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, host: hostA, payload: { token: secret } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    const again = await kit.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, host: hostA, payload: { token: secret } })
    expect(again.statusCode).toBe(403)

    const cancelBooker = await smtp.waitForMail('sam@example.org', 15_000, 0, (mail) => mail.subject.startsWith('Cancelled:'))
    const cancelHost = await smtp.waitForMail(hostEmail, 15_000, 0, (mail) => mail.subject.startsWith('Cancelled:'))
    for (const mail of [cancelBooker, cancelHost]) {
      expect(invitationOf(mail)).toMatchObject({ method: 'CANCEL', uid: `${booking.id}@${hostA}`, sequence: 1, status: 'CANCELLED', start: `${day}T12:00:00.000Z` })
    }
    // The second click cancelled nothing, so nobody was told twice.
    expect(smtp.mails.filter((mail) => mail.subject.startsWith('Cancelled:'))).toHaveLength(2)

    // The time is free again.
    const free = (await kit.request({ method: 'GET', url: `/api/appointment-types/${type.id}/slots?from=${day}&to=${day}&time_zone=UTC`, host: hostA })).json<{ days: { slots: { start: string }[] }[] }>()
    expect(free.days[0]!.slots.map((slot) => slot.start)).toContain(`${day}T12:00:00.000Z`)
  })
})
