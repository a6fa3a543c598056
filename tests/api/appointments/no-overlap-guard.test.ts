import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/** What PostgreSQL (and PGlite) answer when an exclusion constraint refuses a row. */
const refusedByTheGuard = expect.objectContaining({ code: '23P01', constraint: 'bookings_no_overlap' })

/**
 * The database's own guard against double bookings (`bookings_no_overlap`, migration 0010): two
 * bookings of one host that are not cancelled never overlap, whatever writes them. The bookings
 * here go straight into the table, past the API, so only the database can refuse them.
 */
describe.each(backends)('appointments: the database refuses a second booking of one host at a time already taken (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  /** A new person and an appointment type they host, made in the database. */
  async function host() {
    const [user] = await t.query<{ id: string }>('insert into users (email) values ($1) returning id', [`host-${randomBytes(4).toString('hex')}@example.org`])
    const { brand_id } = await kit.siteOf(hostA)
    const [type] = await t.query<{ id: string }>(`insert into appointment_types (brand_id, host_user_id, fields) values ($1, $2, '{}') returning id`, [brand_id, user!.id])
    return { userId: user!.id, typeId: type!.id }
  }

  const book = (who: { userId: string; typeId: string }, startsAt: string, endsAt: string, status = 'confirmed') =>
    t.query<{ id: string }>(
      `insert into bookings (type_id, host_user_id, starts_at, ends_at, status, name, email, time_zone, ip)
       values ($1, $2, $3, $4, $5, 'Ada Visitor', 'ada@example.org', 'Europe/Berlin', '192.0.2.1') returning id`,
      [who.typeId, who.userId, startsAt, endsAt, status],
    )

  const bookedTimes = async (who: { userId: string }) =>
    (await t.query<{ starts_at: Date; status: string }>('select starts_at, status from bookings where host_user_id = $1 order by starts_at, status', [who.userId])).map(
      (row) => `${new Date(row.starts_at).toISOString()} ${row.status}`,
    )

  it('refuses a booking inserted after another of the same host that it overlaps, and keeps those that only touch it', async () => {
    const ada = await host()
    await book(ada, '2027-06-01T10:00:00Z', '2027-06-01T11:00:00Z')

    await expect(book(ada, '2027-06-01T10:30:00Z', '2027-06-01T11:30:00Z')).rejects.toEqual(refusedByTheGuard)
    await expect(book(ada, '2027-06-01T09:30:00Z', '2027-06-01T10:01:00Z', 'pending')).rejects.toEqual(refusedByTheGuard)
    await expect(book(ada, '2027-06-01T10:15:00Z', '2027-06-01T10:45:00Z')).rejects.toEqual(refusedByTheGuard)
    await expect(book(ada, '2027-06-01T09:00:00Z', '2027-06-01T12:00:00Z')).rejects.toEqual(refusedByTheGuard)

    // The hour before and the hour after end and begin where it does: a time is [start, end).
    await book(ada, '2027-06-01T09:00:00Z', '2027-06-01T10:00:00Z', 'pending')
    await book(ada, '2027-06-01T11:00:00Z', '2027-06-01T12:00:00Z')
    expect(await bookedTimes(ada)).toEqual(['2027-06-01T09:00:00.000Z pending', '2027-06-01T10:00:00.000Z confirmed', '2027-06-01T11:00:00.000Z confirmed'])
  })

  it('accepts the same time for another host, and over a cancelled booking, but not a cancelled one made live again over another', async () => {
    const ada = await host()
    const grace = await host()
    const [first] = await book(ada, '2027-06-02T10:00:00Z', '2027-06-02T11:00:00Z')
    await book(grace, '2027-06-02T10:00:00Z', '2027-06-02T11:00:00Z')

    await t.query(`update bookings set status = 'cancelled' where id = $1`, [first!.id])
    await book(ada, '2027-06-02T10:00:00Z', '2027-06-02T11:00:00Z', 'pending')
    await book(ada, '2027-06-02T10:30:00Z', '2027-06-02T11:30:00Z', 'cancelled')
    await expect(t.query(`update bookings set status = 'confirmed' where id = $1`, [first!.id])).rejects.toEqual(refusedByTheGuard)

    expect(await bookedTimes(ada)).toEqual(['2027-06-02T10:00:00.000Z cancelled', '2027-06-02T10:00:00.000Z pending', '2027-06-02T10:30:00.000Z cancelled'])
    expect(await bookedTimes(grace)).toEqual(['2027-06-02T10:00:00.000Z confirmed'])
  })

  it('of two overlapping bookings inserted at once, keeps one and refuses the other', async () => {
    const ada = await host()
    const answers = await Promise.allSettled([book(ada, '2027-06-03T10:00:00Z', '2027-06-03T11:00:00Z'), book(ada, '2027-06-03T10:30:00Z', '2027-06-03T11:30:00Z')])

    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([{ status: 'rejected', reason: refusedByTheGuard }])
    expect(await bookedTimes(ada)).toHaveLength(1)
  })
})
