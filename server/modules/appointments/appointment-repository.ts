import type { Locale } from '../../../src/i18n/locales'
import { and, asc, count, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import type { AppointmentType, AppointmentTypeFields, Booking, CalendarImport, HostBooking } from '../../../src/domain/appointment'
import type { Database } from '../../db/client'
import { appointmentTypes, bookings, calendarFeeds, calendarImports, importedBusyTimes } from './schema'
import { users } from '../sessions/public'
import type { BusyTime } from './free-slots'

type TypeRow = typeof appointmentTypes.$inferSelect
type BookingRow = typeof bookings.$inferSelect

/**
 * An appointment type with who hosts it, as the routes work with it: `hostName` is their name, or
 * their address for the brand's people when they have none; `hostOwnName` is their name alone.
 */
export type AppointmentTypeRecord = {
  id: string
  brandId: string
  hostUserId: string
  hostName: string
  hostOwnName: string
  hostEmail: string
  /** The language the host chose for their mails; null follows the site's. */
  hostLocale: Locale | null
  fields: AppointmentTypeFields
}

export const appointmentTypeOf = (record: AppointmentTypeRecord): AppointmentType => ({
  id: record.id,
  brand_id: record.brandId,
  host: { id: record.hostUserId, name: record.hostName },
  ...record.fields,
})

/** The host as visitors see them: their name, or the site's when they have none; never their address. */
export const visitorHostName = (record: AppointmentTypeRecord, site: { name: string }) => record.hostOwnName || site.name

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

export type NewBooking = {
  type: AppointmentTypeRecord
  start: Date
  end: Date
  status: Booking['status']
  name: string
  email: string
  timeZone: string
  locale: Locale
  answers: Record<string, string>
  ip: string
  cancelTokenHash: string
}

/** A booking with what its mails need: who booked, in which zone, and the invitation's SEQUENCE. */
export type BookingRecord = Booking & { email: string; sequence: number; startsAt: Date; endsAt: Date; locale: Locale }

const toRecord = (row: BookingRow): BookingRecord => ({ ...toBooking(row), email: row.email, sequence: row.sequence, startsAt: row.startsAt, endsAt: row.endsAt, locale: row.locale })

export function createAppointmentRepository(db: Database) {
  const withHost = (row: TypeRow, hostName: string, hostEmail: string | null, hostLocale: Locale | null): AppointmentTypeRecord => ({
    id: row.id,
    brandId: row.brandId,
    hostUserId: row.hostUserId,
    hostName: hostName || hostEmail || '',
    hostOwnName: hostName,
    hostEmail: hostEmail ?? '',
    hostLocale,
    fields: row.fields,
  })
  const typeColumns = { type: appointmentTypes, hostName: users.name, hostEmail: users.email, hostLocale: users.locale }

  return {
    async createType(brandId: string, hostUserId: string, fields: AppointmentTypeFields): Promise<AppointmentTypeRecord> {
      const [row] = await db.insert(appointmentTypes).values({ brandId, hostUserId, fields }).returning()
      const [host] = await db.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, hostUserId))
      return withHost(row!, host?.name ?? '', host?.email ?? null, host?.locale ?? null)
    },

    async updateType(brandId: string, typeId: string, fields: AppointmentTypeFields, hostUserId: string): Promise<AppointmentTypeRecord | null> {
      const [row] = await db
        .update(appointmentTypes)
        .set({ fields, hostUserId, updatedAt: new Date() })
        .where(and(eq(appointmentTypes.brandId, brandId), eq(appointmentTypes.id, typeId)))
        .returning()
      return row ? this.findType(row.id) : null
    },

    /** The brand's appointment types, oldest first. */
    async listTypes(brandId: string): Promise<AppointmentTypeRecord[]> {
      const rows = await db.select(typeColumns).from(appointmentTypes).innerJoin(users, eq(users.id, appointmentTypes.hostUserId)).where(eq(appointmentTypes.brandId, brandId)).orderBy(asc(appointmentTypes.createdAt))
      return rows.map((row) => withHost(row.type, row.hostName, row.hostEmail, row.hostLocale))
    },

    async findType(typeId: string): Promise<AppointmentTypeRecord | null> {
      const [row] = await db.select(typeColumns).from(appointmentTypes).innerJoin(users, eq(users.id, appointmentTypes.hostUserId)).where(eq(appointmentTypes.id, typeId))
      return row ? withHost(row.type, row.hostName, row.hostEmail, row.hostLocale) : null
    },

    /** The host's bookings that are not cancelled and overlap the window: times no visitor may take. */
    async busyTimes(hostUserId: string, from: Date, to: Date): Promise<(BusyTime & { id: string })[]> {
      const rows = await db
        .select({ id: bookings.id, start: bookings.startsAt, end: bookings.endsAt })
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
            locale: booking.locale,
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

    /**
     * Moves a booking with its link's secret, once: the old secret is forgotten for the new one (the
     * new mail carries it), the SEQUENCE rises, and the database refuses a time another booking holds.
     */
    async rescheduleWithToken(bookingId: string, tokenHash: string, move: { start: Date; end: Date; newTokenHash: string }): Promise<{ ok: true; booking: BookingRecord } | { ok: false; reason: 'taken' | 'stale' }> {
      try {
        const [row] = await db
          .update(bookings)
          .set({ startsAt: move.start, endsAt: move.end, sequence: sql`${bookings.sequence} + 1`, cancelTokenHash: move.newTokenHash })
          .where(and(eq(bookings.id, bookingId), eq(bookings.cancelTokenHash, tokenHash), ne(bookings.status, 'cancelled')))
          .returning()
        return row ? { ok: true, booking: toRecord(row) } : { ok: false, reason: 'stale' }
      } catch (error) {
        if (isOverlap(error)) return { ok: false, reason: 'taken' }
        throw error
      }
    },

    /** The bookings of a brand's types that overlap a window, of one host or (null) of all, earliest first. */
    async listForHost(brandId: string, hostUserId: string | null, from: Date, to: Date): Promise<HostBooking[]> {
      const rows = await db
        .select({ booking: bookings, fields: appointmentTypes.fields, hostName: users.name, hostEmail: users.email })
        .from(bookings)
        .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
        .innerJoin(users, eq(users.id, bookings.hostUserId))
        .where(and(eq(appointmentTypes.brandId, brandId), hostUserId ? eq(bookings.hostUserId, hostUserId) : undefined, lt(bookings.startsAt, to), gt(bookings.endsAt, from)))
        .orderBy(asc(bookings.startsAt))
      return rows.map((row) => ({
        ...toBooking(row.booking),
        email: row.booking.email,
        // Each answer under its question as the booker read it (a question removed since keeps its id).
        answers: Object.entries(row.booking.answers).map(([id, answer]) => ({ question: row.fields.questions.find((question) => question.id === id)?.label ?? id, answer })),
        type_title: row.fields.title,
        host: { id: row.booking.hostUserId, name: row.hostName || row.hostEmail || '' },
      }))
    },

    /** A pending booking confirmed or declined by its host, once: the SEQUENCE rises, and a declined one frees its time. */
    async decide(bookingId: string, status: 'confirmed' | 'cancelled'): Promise<BookingRecord | null> {
      const [row] = await db
        .update(bookings)
        .set({ status, sequence: sql`${bookings.sequence} + 1`, ...(status === 'cancelled' ? { cancelTokenHash: null } : {}) })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
        .returning()
      return row ? toRecord(row) : null
    },

    /** The busy times of the host's own calendar that overlap the window. */
    async importedBusyTimes(hostUserId: string, from: Date, to: Date): Promise<BusyTime[]> {
      return db
        .select({ start: importedBusyTimes.startsAt, end: importedBusyTimes.endsAt })
        .from(importedBusyTimes)
        .where(and(eq(importedBusyTimes.userId, hostUserId), lt(importedBusyTimes.startsAt, to), gt(importedBusyTimes.endsAt, from)))
    },

    async findCalendarImport(userId: string): Promise<(CalendarImport & { chain: string; timeZone: string }) | null> {
      const [row] = await db.select().from(calendarImports).where(eq(calendarImports.userId, userId))
      if (!row) return null
      const [busy] = await db.select({ n: count() }).from(importedBusyTimes).where(eq(importedBusyTimes.userId, userId))
      return { url: row.url, time_zone: row.timeZone, timeZone: row.timeZone, chain: row.chain, refreshed_at: row.refreshedAt?.toISOString() ?? null, problem: row.problem, busy_times: busy?.n ?? 0 }
    },

    /** Sets the host's calendar; `added` when there was none, so its half-hourly refreshes begin. A new address forgets the old one's busy times. */
    async setCalendarImport(userId: string, url: string, timeZone: string): Promise<{ added: boolean; chain: string }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ url: calendarImports.url }).from(calendarImports).where(eq(calendarImports.userId, userId))
        if (before && before.url !== url) await tx.delete(importedBusyTimes).where(eq(importedBusyTimes.userId, userId))
        const [row] = await tx
          .insert(calendarImports)
          .values({ userId, url, timeZone })
          .onConflictDoUpdate({ target: calendarImports.userId, set: { url, timeZone, ...(before?.url !== url ? { refreshedAt: null, problem: null } : {}) } })
          .returning({ chain: calendarImports.chain })
        return { added: !before, chain: row!.chain }
      })
    },

    /** Forgets the host's calendar and its busy times; its refreshes stop. */
    async removeCalendarImport(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(importedBusyTimes).where(eq(importedBusyTimes.userId, userId))
        const removed = await tx.delete(calendarImports).where(eq(calendarImports.userId, userId)).returning({ userId: calendarImports.userId })
        return removed.length > 0
      })
    },

    /** A good read of the calendar at `url`: its busy times replace the kept ones, unless the host has set another address since. */
    async replaceImportedBusyTimes(userId: string, url: string, busy: BusyTime[]): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(calendarImports)
          .set({ refreshedAt: new Date(), problem: null })
          .where(and(eq(calendarImports.userId, userId), eq(calendarImports.url, url)))
          .returning({ userId: calendarImports.userId })
        if (updated.length === 0) return
        await tx.delete(importedBusyTimes).where(eq(importedBusyTimes.userId, userId))
        for (let at = 0; at < busy.length; at += 500) {
          await tx.insert(importedBusyTimes).values(busy.slice(at, at + 500).map((time) => ({ userId, startsAt: time.start, endsAt: time.end })))
        }
      })
    },

    async noteCalendarProblem(userId: string, url: string, problem: string): Promise<void> {
      await db
        .update(calendarImports)
        .set({ refreshedAt: new Date(), problem })
        .where(and(eq(calendarImports.userId, userId), eq(calendarImports.url, url)))
    },

    /** A new secret for the host's feed of their bookings in the brand; the old address stops working. */
    async setCalendarFeed(userId: string, brandId: string, tokenHash: string): Promise<void> {
      await db.insert(calendarFeeds).values({ userId, brandId, tokenHash }).onConflictDoUpdate({ target: [calendarFeeds.userId, calendarFeeds.brandId], set: { tokenHash, createdAt: new Date() } })
    },

    async removeCalendarFeed(userId: string, brandId: string): Promise<void> {
      await db.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.brandId, brandId)))
    },

    async findCalendarFeed(tokenHash: string): Promise<{ userId: string; brandId: string } | null> {
      const [row] = await db.select({ userId: calendarFeeds.userId, brandId: calendarFeeds.brandId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash))
      return row ?? null
    },

    /** The host's bookings of the brand's types from a moment on, not cancelled, with their type: what the feed lists. */
    async feedBookings(userId: string, brandId: string, since: Date): Promise<{ booking: BookingRecord; typeId: string }[]> {
      const typeIds = db.select({ id: appointmentTypes.id }).from(appointmentTypes).where(eq(appointmentTypes.brandId, brandId))
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.hostUserId, userId), inArray(bookings.typeId, typeIds), ne(bookings.status, 'cancelled'), gte(bookings.endsAt, since)))
        .orderBy(asc(bookings.startsAt))
        .limit(2000)
      return rows.map((row) => ({ booking: toRecord(row), typeId: row.typeId }))
    },
  }
}
export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>
