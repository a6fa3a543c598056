import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { invitationOf } from '../../helpers/invitation'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const hours = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }

describe.each(backends)('booking mails in each side’s language (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })

  it('mails a visitor who booked in German in German, the time written the German way in their zone, and the host in their own language', async () => {
    const hostEmail = `host-${randomBytes(4).toString('hex')}@example.org`
    const visitorEmail = `gast-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(hostEmail, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(hostEmail), 'member'])
    // The host reads Arabic: they chose it on their profile.
    const chosen = await kit.request({ method: 'PATCH', url: '/api/users/me', host: hostA, token, payload: { name: 'Rosa Hartmann', locale: 'ar' } })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toMatchObject({ locale: 'ar' })
    const type = (
      await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { title: 'Anprobe', duration_minutes: 60, location: { kind: 'phone', phone: '+49 30 1234567' }, time_zone: 'Europe/Berlin', weekly: everyDay, min_notice_minutes: 0, published: true } })
    ).json<{ id: string }>()
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const start = new Date(`${day}T12:00:00Z`)
    const booked = await kit.request({
      method: 'POST',
      url: `/api/appointment-types/${type.id}/bookings`,
      host: hostA,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      payload: { start: start.toISOString(), name: 'Sam Gast', email: visitorEmail, time_zone: 'America/New_York' },
    })
    expect(booked.statusCode, booked.body).toBe(201)

    // Intl, not the code under test, says how a German and an Arabic reader write that moment in each zone.
    const written = (locale: string, timeZone: string) => ({
      date: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(start),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(start),
    })
    const german = written('de-DE', 'America/New_York')
    const toVisitor = await smtp.waitForMail(visitorEmail)
    expect(toVisitor.subject).toBe(`Gebucht: Anprobe mit Rosa Hartmann, ${german.date}, ${german.time} Uhr (America/New York)`)
    expect(toVisitor.text).toContain(`Wann: ${german.date}, ${german.time} Uhr (America/New York)`)
    expect(toVisitor.text).toContain('Wo: Telefon: +49 30 1234567')
    expect(toVisitor.text).toContain('Termin verschieben oder absagen: http')
    expect(toVisitor.text).not.toMatch(/\b(When|Where|Booked|with)\b/)
    expect(invitationOf(toVisitor)).toMatchObject({ summary: 'Anprobe mit Rosa Hartmann' })

    const arabic = written('ar', 'Europe/Berlin')
    const toHost = await smtp.waitForMail(hostEmail)
    expect(toHost.subject).toBe(`تم الحجز: Anprobe مع Sam Gast، ${arabic.date}، ${arabic.time} (Europe/Berlin)`)
    expect(toHost.text).toContain(`الموعد: ${arabic.date}، ${arabic.time} (Europe/Berlin)`)
    expect(toHost.text).not.toMatch(/\b(When|Where|Booked|Wann|Wo)\b/)

    // The booking keeps the language it was made in: its reminders are written in it.
    const [stored] = await t.query<{ locale: string }>('select locale from bookings where email = $1', [visitorEmail])
    expect(stored!.locale).toBe('de')
  })

  it('mails a host who chose no language in the site’s, and a visitor whose browser asked for none in the site’s default', async () => {
    const hostEmail = `host-${randomBytes(4).toString('hex')}@example.org`
    const visitorEmail = `guest-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(hostEmail, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(hostEmail), 'member'])
    const type = (
      await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { title: 'Call', duration_minutes: 30, location: { kind: 'phone', phone: '+44 20 7946 0958' }, time_zone: 'Europe/London', weekly: everyDay, min_notice_minutes: 0, published: true } })
    ).json<{ id: string }>()
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const booked = await kit.request({
      method: 'POST',
      url: `/api/appointment-types/${type.id}/bookings`,
      host: hostA,
      headers: { 'accept-language': 'fr-FR' },
      payload: { start: `${day}T10:00:00Z`, name: 'Guest', email: visitorEmail, time_zone: 'Europe/London' },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    expect((await smtp.waitForMail(visitorEmail)).subject).toMatch(/^Booked: Call with /)
    expect((await smtp.waitForMail(hostEmail)).subject).toMatch(/^Booked: Call with Guest, /)
  })
})
