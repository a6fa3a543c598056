import { and, asc, count, eq, gt, gte, lt, ne, sql } from 'drizzle-orm'
import type { AppointmentType, AppointmentTypeFields, Booking } from '../../../src/domain/appointment'
import type { Database } from '../../db/client'
import { appointmentTypes, bookings, users } from '../../db/schema'
import type { BusyTime } from './free-slots'

type TypeRow = typeof appointmentTypes.$inferSelect
type BookingRow = typeof bookings.$inferSelect

/** An appointment type with who hosts it, as the routes work with it. */
export type AppointmentTypeRecord = { id: string; brandId: string; hostUserId: string; hostName: string; hostEmail: string; fields: AppointmentTypeFields }

export const appointmentTypeOf = (record: AppointmentTypeRecord): AppointmentType => ({
  id: record.id,
  brand_id: record.brandId,
  host: { id: record.hostUserId, name: record.hostName },
  ...record.fields,
})

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  type_id: row.typeId,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  status: row.status,
  name: row.name,
  time_zone: row.timeZone,
})

/** PostgreSQL's exclusion_violation: another booking of the host holds an overlapping time. */
const isOverlap = (error: unknown): boolean => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true
  }
  return false
}

export type NewBooking = { type: AppointmentTypeRecord; start: Date; end: Date; status: Booking['status']; name: string; email: string; timeZone: string; answers: Record<string, string>; ip: string; cancelTokenHash: string }

/** A booking with what its mails need: who booked, in which zone, and the invitation's SEQUENCE. */
export type BookingRecord = Booking & { email: string; sequence: number; startsAt: Date; endsAt: Date }

const toRecord = (row: BookingRow): BookingRecord => ({ ...toBooking(row), email: row.email, sequence: row.sequence, startsAt: row.startsAt, endsAt: row.endsAt })

export function createAppointmentRepository(db: Database) {
  const withHost = (row: TypeRow, hostName: string, hostEmail: string | null): AppointmentTypeRecord => ({
    id: row.id,
    brandId: row.brandId,
    hostUserId: row.hostUserId,
    hostName: hostName || hostEmail || '',
    hostEmail: hostEmail ?? '',
    fields: row.fields,
  })
  const typeColumns = { type: appointmentTypes, hostName: users.name, hostEmail: users.email }

  return {
    async createType(brandId: string, hostUserId: string, fields: AppointmentTypeFields): Promise<AppointmentTypeRecord> {
      const [row] = await db.insert(appointmentTypes).values({ brandId, hostUserId, fields }).returning()
      const [host] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, hostUserId))
      return withHost(row!, host?.name ?? '', host?.email ?? null)
    },

    async updateType(brandId: string, typeId: string, fields: AppointmentTypeFields): Promise<AppointmentTypeRecord | null> {
      const [row] = await db
        .update(appointmentTypes)
        .set({ fields, updatedAt: new Date() })
        .where(and(eq(appointmentTypes.brandId, brandId), eq(appointmentTypes.id, typeId)))
        .returning()
      return row ? this.findType(row.id) : null
    },

    /** The brand's appointment types, oldest first. */
    async listTypes(brandId: string): Promise<AppointmentTypeRecord[]> {
      const rows = await db.select(typeColumns).from(appointmentTypes).innerJoin(users, eq(users.id, appointmentTypes.hostUserId)).where(eq(appointmentTypes.brandId, brandId)).orderBy(asc(appointmentTypes.createdAt))
      return rows.map((row) => withHost(row.type, row.hostName, row.hostEmail))
    },

    async findType(typeId: string): Promise<AppointmentTypeRecord | null> {
      const [row] = await db.select(typeColumns).from(appointmentTypes).innerJoin(users, eq(users.id, appointmentTypes.hostUserId)).where(eq(appointmentTypes.id, typeId))
      return row ? withHost(row.type, row.hostName, row.hostEmail) : null
    },

    /** The host's bookings that are not cancelled and overlap the window: times no visitor may take. */
    async busyTimes(hostUserId: string, from: Date, to: Date): Promise<(BusyTime & { start: Date })[]> {
      const rows = await db
        .select({ start: bookings.startsAt, end: bookings.endsAt })
        .from(bookings)
        .where(and(eq(bookings.hostUserId, hostUserId), ne(bookings.status, 'cancelled'), lt(bookings.startsAt, to), gt(bookings.endsAt, from)))
      return rows
    },

    /** How many bookings came from one network address since a moment: the per-visitor limit. */
    async bookingsFrom(ip: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(bookings).where(and(eq(bookings.ip, ip), gte(bookings.createdAt, since)))
      return row?.n ?? 0
    },

    /**
     * Books the time, or answers that another booking of the host already holds it. The database
     * decides (bookings_no_overlap), so of two visitors who ask at once exactly one has it.
     */
    async book(booking: NewBooking): Promise<{ ok: true; booking: BookingRecord } | { ok: false; reason: 'taken' }> {
      try {
        const [row] = await db
          .insert(bookings)
          .values({
            typeId: booking.type.id,
            hostUserId: booking.type.hostUserId,
            startsAt: booking.start,
            endsAt: booking.end,
            status: booking.status,
            name: booking.name,
            email: booking.email,
            timeZone: booking.timeZone,
            answers: booking.answers,
            ip: booking.ip,
            cancelTokenHash: booking.cancelTokenHash,
          })
          .returning()
        return { ok: true, booking: toRecord(row!) }
      } catch (error) {
        if (isOverlap(error)) return { ok: false, reason: 'taken' }
        throw error
      }
    },

    async findBooking(bookingId: string): Promise<(BookingRecord & { typeId: string }) | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
      return row ? { ...toRecord(row), typeId: row.typeId } : null
    },

    /** A booking, when the secret of its cancel link matches (and it is not cancelled yet). */
    async findByCancelToken(bookingId: string, tokenHash: string): Promise<(BookingRecord & { typeId: string }) | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.cancelTokenHash, tokenHash), ne(bookings.status, 'cancelled')))
      return row ? { ...toRecord(row), typeId: row.typeId } : null
    },

    /** Cancels with the link's secret, once: the secret is forgotten, and the invitation's SEQUENCE rises. */
    async cancelWithToken(bookingId: string, tokenHash: string): Promise<BookingRecord | null> {
      const [row] = await db
        .update(bookings)
        .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, cancelTokenHash: null })
        .where(and(eq(bookings.id, bookingId), eq(bookings.cancelTokenHash, tokenHash), ne(bookings.status, 'cancelled')))
        .returning()
      return row ? toRecord(row) : null
    },
  }
}
