import http from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { hostA, hostB } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

const allDay = [{ start: '09:00', end: '17:00' }]
const everyDay = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay }
/** A published 30-minute call, hosted in UTC every day from 09:00 to 17:00, bookable from now on. */
const call30 = { title: 'Intro call', duration_minutes: 30, location: { kind: 'video', url: 'https://meet.example/intro' }, time_zone: 'UTC', weekly: everyDay, min_notice_minutes: 0, horizon_days: 30, published: true }

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** One POST over a real connection, as a browser sends it. */
function post(port: number, host: string, path: string, body: object): Promise<{ status: number; body: { message?: string; field?: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message?: string } }))
    })
    request.on('error', reject)
    request.end(payload)
  })
}

describe.each(backends)('appointments: free times and bookings (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  async function hostWithType(fields: object = call30) {
    const email = `host-${randomBytes(4).toString('hex')}@example.org`
    const token = await kit.openSession(email, hostA)
    const site = await kit.siteOf(hostA)
    await t.query('insert into brand_members (brand_id, user_id, role) values ($1, $2, $3)', [site.brand_id, await kit.userId(email), 'member'])
    const made = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: fields })
    expect(made.statusCode, made.body).toBe(201)
    return { token, site, type: made.json<{ id: string; host: { id: string } }>() }
  }

  const slotsOf = async (typeId: string, day: string, host = hostA) =>
    kit.request({ method: 'GET', url: `/api/appointment-types/${typeId}/slots?from=${day}&to=${day}&time_zone=UTC`, host })

  it('gives one of 50 visitors who ask for the same time at once the booking, and the others "that time was just taken"', async () => {
    const { type } = await hostWithType()
    const [day] = (await slotsOf(type.id, tomorrow())).json<{ days: { slots: { start: string }[] }[] }>().days
    expect(day!.slots).toHaveLength(16)
    const start = day!.slots[0]!.start

    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post(port, hostA, `/api/appointment-types/${type.id}/bookings`, { start, name: `Visitor ${index}`, email: `visitor${index}@example.org`, time_zone: 'Europe/Berlin' })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(49)
    for (const answer of refused) expect(answer).toEqual({ status: 409, body: expect.objectContaining({ message: 'start: That time was just taken; choose another.', field: 'start' }) })
    expect(await t.query('select count(*)::int as n from bookings where type_id = $1', [type.id])).toEqual([{ n: 1 }])

    // The time is no longer offered; the next one is.
    const after = (await slotsOf(type.id, tomorrow())).json<{ days: { slots: { start: string }[] }[] }>().days[0]!.slots
    expect(after).toHaveLength(15)
    expect(after[0]!.start).not.toBe(start)
  })

  it('refuses a time the host never offers, a past time, a missing answer and a type of another site, writing nothing', async () => {
    const { type } = await hostWithType({ ...call30, questions: [{ id: 'topic', label: 'What would you like to talk about?', required: true }] })
    const url = `/api/appointment-types/${type.id}/bookings`
    const visitor = { name: 'Ada Visitor', email: 'ada@example.org', time_zone: 'Asia/Kolkata' }
    const book = (payload: object, host = hostA) => kit.request({ method: 'POST', url, host, payload })
    const cases: [object, number, string][] = [
      [{ ...visitor, start: `${tomorrow()}T09:10:00Z`, answers: { topic: 'x' } }, 400, 'start: is not one of the free times of this appointment; choose one of those offered'],
      [{ ...visitor, start: '2020-01-06T09:00:00Z', answers: { topic: 'x' } }, 400, 'start: is not one of the free times of this appointment; choose one of those offered'],
      [{ ...visitor, start: `${tomorrow()}T09:00:00Z` }, 400, 'answers.topic: must be answered: What would you like to talk about?'],
      [{ ...visitor, start: `${tomorrow()}T09:00:00Z`, answers: { topic: 'x', extra: 'y' } }, 400, 'answers.extra: is not a question of this appointment'],
      [{ ...visitor, time_zone: 'Mars/Olympus', start: `${tomorrow()}T09:00:00Z`, answers: { topic: 'x' } }, 400, 'time_zone: must be a time zone such as Europe/Berlin'],
    ]
    for (const [payload, status, message] of cases) {
      const answer = await book(payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status)
      expect(answer.json<{ message: string }>().message).toContain(message)
    }
    // Through the other demo site the type is not there at all.
    expect((await book({ ...visitor, start: `${tomorrow()}T09:00:00Z`, answers: { topic: 'x' } }, hostB)).statusCode).toBe(404)
    expect((await slotsOf(type.id, tomorrow(), hostB)).statusCode).toBe(404)
    expect((await kit.request({ method: 'GET', url: `/api/appointment-types/${type.id}`, host: hostB })).statusCode).toBe(404)
    expect(await t.query('select count(*)::int as n from bookings where type_id = $1', [type.id])).toEqual([{ n: 0 }])

    const booked = await book({ ...visitor, start: `${tomorrow()}T09:00:00Z`, answers: { topic: 'Our new cards' } })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json()).toMatchObject({ status: 'confirmed', start: `${tomorrow()}T09:00:00.000Z`, end: `${tomorrow()}T09:30:00.000Z`, name: 'Ada Visitor', time_zone: 'Asia/Kolkata' })
  })

  it('keeps an unpublished type from visitors, lets only its host or an admin change it, and only an admin name another host', async () => {
    const { type, site, token } = await hostWithType({ ...call30, published: false })
    expect((await kit.request({ method: 'GET', url: `/api/appointment-types/${type.id}`, host: hostA })).statusCode).toBe(404)
    expect((await slotsOf(type.id, tomorrow())).statusCode).toBe(404)

    const other = await hostWithType()
    const edit = (who: string) => kit.request({ method: 'PUT', url: `/api/brands/${site.brand_id}/appointment-types/${type.id}`, host: hostA, token: who, payload: { ...call30, title: 'Renamed' } })
    expect((await edit(other.token)).statusCode).toBe(403)
    const admin = await kit.openSession('admin@example.com', hostA, 'admin')
    const byAdmin = await edit(admin)
    expect(byAdmin.json(), byAdmin.body).toMatchObject({ title: 'Renamed', published: true })
    expect((await edit(token)).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: `/api/appointment-types/${type.id}`, host: hostA })).json()).toMatchObject({ title: 'Renamed', duration_minutes: 30, time_zone: 'UTC' })

    // An admin makes a type hosted by one of the brand's people, and hands one to another; a member hosts only their own.
    const forOther = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token: admin, payload: { ...call30, title: 'Hosted for them', host_user_id: type.host.id } })
    expect(forOther.statusCode, forOther.body).toBe(201)
    expect(forOther.json()).toMatchObject({ host: { id: type.host.id } })
    const handed = await kit.request({ method: 'PUT', url: `/api/brands/${site.brand_id}/appointment-types/${type.id}`, host: hostA, token: admin, payload: { ...call30, host_user_id: other.type.host.id } })
    expect(handed.json(), handed.body).toMatchObject({ host: { id: other.type.host.id } })
    const byMember = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { ...call30, host_user_id: other.type.host.id } })
    expect(byMember.statusCode).toBe(403)
    const stranger = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token: admin, payload: { ...call30, host_user_id: '00000000-0000-4000-8000-000000000000' } })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json()).toMatchObject({ field: 'host_user_id', message: 'host_user_id: must be one of the brand’s people' })

    const refused = await kit.request({ method: 'POST', url: `/api/brands/${site.brand_id}/appointment-types`, host: hostA, token, payload: { ...call30, duration_minutes: 2, weekly: { ...everyDay, monday: [{ start: '17:00', end: '09:00' }] } } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<{ message: string }>().message).toMatch(/duration_minutes: must be at least 5 minutes|weekly\.monday\.0\.end: must end after it starts/)
  })
})
