import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const allDay = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay }
const call = { title: 'Intro call', duration_minutes: 30, location: { kind: 'video', url: 'https://meet.example/intro' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, published: true }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe.each(backends)('a booking page whose host has no name (%s)', (backend) => {
  const { t, kit, smtp } = useTestApp(backend, { mail: true })
  const personWith = brandPeople(t, kit)

  it("names the site instead of the host, and never shows a visitor the host's address", async () => {
    const { email, token, userId } = await personWith('member')
    await t.query(`update users set name = '' where id = $1`, [userId])
    const site = await kit.siteOf(hostA)
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: call })
    expect(made.statusCode, made.body).toBe(201)
    const typeId = made.json<{ id: string }>().id
    const siteName = (await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).json<{ site: { name: string } }>().site.name

    const page = await kit.request({ method: 'GET', url: `/api/appointment-types/${typeId}`, host: hostA })
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ title: 'Intro call', host: { name: siteName } })
    expect(page.body).not.toContain(email)

    const booked = await kit.request({ method: 'POST', url: `/api/appointment-types/${typeId}/bookings`, host: hostA, payload: { start: `${inDays(2)}T10:00:00Z`, name: 'Vera Visitor', email: 'vera@example.org', time_zone: 'UTC' } })
    expect(booked.statusCode, booked.body).toBe(201)
    const link = /\/bookings\/([0-9a-f-]+)\?token=([A-Za-z0-9_-]+)/.exec((await smtp.waitForMail('vera@example.org')).text)
    const summary = await kit.request({ method: 'GET', url: `/api/bookings/${link![1]}?token=${link![2]}`, host: hostA })
    expect(summary.statusCode, summary.body).toBe(200)
    expect(summary.json()).toMatchObject({ title: 'Intro call', host_name: siteName })
    expect(summary.body).not.toContain(email)
  })
})
