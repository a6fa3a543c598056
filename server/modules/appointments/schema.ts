import type { Locale } from '../../../src/i18n/locales'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { AppointmentTypeFields } from '../../../src/domain/appointment'
import { belongsTo, brandRowColumns, createdAt, id, idOf, oneFor } from '../../db/columns'

/** A kind of meeting a person of a brand takes bookings for: its length, place, hours and limits. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    ...brandRowColumns(),
    hostUserId: belongsTo('host_user_id', idOf('users')),
    /** Every field the host sets (src/domain/appointment.ts), as the API takes them. */
    fields: jsonb('fields').$type<AppointmentTypeFields>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('appointment_types_brand_id_idx').on(table.brandId), index('appointment_types_host_user_id_idx').on(table.hostUserId)],
)

/**
 * A booked time. Two bookings of one host that are not cancelled never overlap: the database
 * refuses the second (`bookings_no_overlap`, an exclusion constraint on host and time range, in
 * the migration), so two visitors who ask for the same time at once cannot both have it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    typeId: belongsTo('type_id', () => appointmentTypes.id),
    hostUserId: belongsTo('host_user_id', idOf('users')),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'cancelled'>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The language the booking was made in: the booker's mails and reminders are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** The network address it came from, for the per-visitor limit; cleared with the booking. */
    ip: text('ip').notNull(),
    /** Raised by every change the invitations announce (reschedule, cancel), as iCalendar's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** sha256 of the secret in the booker's cancel link: the link works once, without signing in. */
    cancelTokenHash: text('cancel_token_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bookings_type_id_idx').on(table.typeId),
    index('bookings_host_starts_idx').on(table.hostUserId, table.startsAt),
    index('bookings_ip_created_idx').on(table.ip, table.createdAt),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)

/**
 * A host's own calendar (an .ics address), read every half hour so its busy times are never
 * offered (server/modules/appointments/calendar-import.ts). One per person, for all their brands.
 */
export const calendarImports = pgTable('calendar_imports', {
  userId: oneFor('user_id', idOf('users')),
  url: text('url').notNull(),
  /** The zone of the calendar's floating times and all-day events: the host's own. */
  timeZone: text('time_zone').notNull(),
  /** The half-hourly refreshes begun when it was added; a refresh of an older chain stops. */
  chain: uuid('chain').notNull().defaultRandom(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  /** Why the last read failed, in words for the host; null after a good read. */
  problem: text('problem'),
  createdAt: createdAt(),
})

/** The busy times of a host's own calendar, from its last good read. */
export const importedBusyTimes = pgTable(
  'imported_busy_times',
  {
    userId: belongsTo('user_id', idOf('users')),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imported_busy_times_user_starts_idx').on(table.userId, table.startsAt)],
)

/**
 * A host's private calendar feed of their bookings in one brand, for Google or Apple Calendar to
 * subscribe to: its address carries a secret kept here only as a sha256 hash.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: belongsTo('user_id', idOf('users')),
    brandId: belongsTo('brand_id', idOf('brands')),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId] }), uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
)
