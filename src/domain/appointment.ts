import { z } from 'zod'
import { emailSchema } from './contact-details'
import { problem, type ProblemName } from './problems'

/** The days of a host's week, Monday first, as the weekly hours name them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof weekdays)[number]

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, problem('oneLine'))

/** Whether the runtime knows the IANA time zone (Europe/Berlin, America/New_York…). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) && zone !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const timeZoneSchema = z.string().max(64, problem('timeZone')).refine(isTimeZone, problem('timeZone'))

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, problem('clockTime'))
/** A calendar day as YYYY-MM-DD. */
export const calendarDaySchema = z.iso.date()

/** One stretch of a day the host takes bookings, in the host's time zone. */
const hoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .strict()
  .refine((hours) => hours.start < hours.end, { message: problem('endAfterStart'), path: ['end'] })
const dayHoursSchema = z.array(hoursSchema).max(6)

export const weeklyHoursSchema = z
  .object(Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema.default([])])) as Record<Weekday, z.ZodDefault<typeof dayHoursSchema>>)
  .strict()

/** A day that differs from the week: no hours is a day off; hours replace the week's for that day. */
const dateOverrideSchema = z.object({ date: calendarDaySchema, hours: dayHoursSchema }).strict()

export const appointmentLocationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('in-person'), address: oneLine(300).min(1) }).strict(),
  z.object({ kind: z.literal('phone'), phone: oneLine(40).min(1) }).strict(),
  z.object({ kind: z.literal('video'), url: z.url({ protocol: /^https$/, error: problem('httpsAddress') }).max(500) }).strict(),
])
export type AppointmentLocation = z.infer<typeof appointmentLocationSchema>

/** Where a meeting happens, in a few words for a page: the address, or how it is held (never the number or the call's link). */
const questionSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, problem('questionId')), label: oneLine(200).min(1), required: z.boolean().default(false) }).strict()

/** The limits a host can set, stated once for the form, the API and the tests. */
export const appointmentLimits = { durationMinutes: [5, 480], noticeMinutes: [0, 43_200], horizonDays: [1, 365], bufferMinutes: [0, 240], dailyCap: [1, 50] } as const

/** The problems of a count of minutes, days or bookings: not a number, not whole, too few, too many. */
const countProblems = {
  minutes: ['minutes', 'wholeMinutes', 'minutesAtLeast', 'minutesAtMost'],
  days: ['days', 'wholeDays', 'daysAtLeast', 'daysAtMost'],
  bookings: ['bookings', 'wholeBookings', 'bookingsAtLeast', 'bookingsAtMost'],
} as const satisfies Record<string, readonly [ProblemName, ProblemName, ProblemName, ProblemName]>

const minutes = (range: readonly [number, number], what: keyof typeof countProblems) => {
  const [notNumber, notWhole, tooFew, tooMany] = countProblems[what].map(problem)
  return z.number({ error: notNumber }).int(notWhole).min(range[0], tooFew).max(range[1], tooMany)
}

/** An appointment type's fields, as the host sets them (POST and PUT). */
export const appointmentTypeInputSchema = z
  .object({
    title: oneLine(120).min(1),
    description: z.string().trim().max(2000).default(''),
    duration_minutes: minutes(appointmentLimits.durationMinutes, 'minutes'),
    location: appointmentLocationSchema,
    time_zone: timeZoneSchema,
    weekly: weeklyHoursSchema,
    overrides: z.array(dateOverrideSchema).max(200).default([]),
    min_notice_minutes: minutes(appointmentLimits.noticeMinutes, 'minutes').default(120),
    horizon_days: minutes(appointmentLimits.horizonDays, 'days').default(60),
    buffer_before_minutes: minutes(appointmentLimits.bufferMinutes, 'minutes').default(0),
    buffer_after_minutes: minutes(appointmentLimits.bufferMinutes, 'minutes').default(0),
    daily_cap: minutes(appointmentLimits.dailyCap, 'bookings').nullable().default(null),
    questions: z.array(questionSchema).max(10).default([]),
    needs_confirmation: z.boolean().default(false),
    published: z.boolean().default(false),
  })
  .strict()
export type AppointmentTypeFields = z.infer<typeof appointmentTypeInputSchema>

/**
 * POST and PUT …/appointment-types: the fields, and who hosts it. A type is the brand's, hosted by
 * one of its people: the caller unless an owner or admin names another member.
 */
export const appointmentTypeSaveSchema = appointmentTypeInputSchema.extend({ host_user_id: z.uuid(problem('brandPerson')).optional() }).strict()
export type AppointmentTypeSave = z.input<typeof appointmentTypeSaveSchema>

export const appointmentTypeSchema = appointmentTypeInputSchema.extend({
  id: z.string(),
  brand_id: z.string(),
  host: z.object({ id: z.string(), name: z.string() }),
})
export type AppointmentType = z.infer<typeof appointmentTypeSchema>

/** What a visitor sees of an appointment type: never the host's e-mail or the type's private settings. */
export const publicAppointmentTypeSchema = z.object(appointmentTypeSchema.pick({ id: true, title: true, description: true, duration_minutes: true, location: true, time_zone: true, questions: true, needs_confirmation: true, host: true }).shape)
export type PublicAppointmentType = z.infer<typeof publicAppointmentTypeSchema>

/** A stretch of the visitor's days, `from` to `to` (at most 62 days), in their time zone, as the day queries take it. */
const dayRangeShape = { from: calendarDaySchema, to: calendarDaySchema, time_zone: timeZoneSchema }
type DayRange = { from: string; to: string }
const inOrder: [(query: DayRange) => boolean, { message: string; path: string[] }] = [(query) => query.from <= query.to, { message: problem('notBeforeFrom'), path: ['to'] }]
const atMost62Days: [(query: DayRange) => boolean, { message: string; params: { days: number }; path: string[] }] = [(query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 86_400_000, { message: problem('daysAfterFrom'), params: { days: 62 }, path: ['to'] }]

/** GET …/slots: the free times of the days from `from` to `to` (at most 62 days), grouped by day in the visitor's time zone. */
export const slotQuerySchema = z.object(dayRangeShape).strict().refine(...inOrder).refine(...atMost62Days)

export const slotDaysSchema = z.object({
  time_zone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), end: z.string() })) })),
})
export type SlotDays = z.infer<typeof slotDaysSchema>

/** POST …/bookings: a visitor books one free time. */
export const bookingCreateSchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    name: oneLine(120).min(1),
    email: emailSchema,
    time_zone: timeZoneSchema,
    answers: z.record(z.string(), z.string().trim().max(1000)).default({}),
  })
  .strict()
export type BookingCreate = z.input<typeof bookingCreateSchema>

export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const
export const bookingSchema = z.object({
  id: z.string(),
  type_id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(bookingStatuses),
  name: z.string(),
  time_zone: z.string(),
})
export type Booking = z.infer<typeof bookingSchema>

/** The secret of a booker's link (to move or cancel the booking), as the link carries it. */
export const cancelLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, problem('linkCode')) }).strict()

/** What a booking's link shows before it is used. */
export const bookingSummarySchema = bookingSchema.extend({ title: z.string(), host_name: z.string(), duration_minutes: z.number() })
export type BookingSummary = z.infer<typeof bookingSummarySchema>

/** The answer when another visitor took the time first: the visitor chooses another. */
export const slotTakenMessage = 'That time was just taken; choose another.'

/** POST /api/bookings/{id}/reschedule: the booker moves their booking with the link in their mail. */
export const rescheduleSchema = cancelLinkSchema.extend({ start: bookingCreateSchema.shape.start }).strict()

/** GET /api/bookings/{id}/slots: the free times the link's booking may move to (its own time counts as free). */
export const linkSlotQuerySchema = z
  .object({ ...dayRangeShape, token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, problem('linkCode')) })
  .strict()
  .refine(...inOrder)
  .refine(...atMost62Days)

/** A booking as its host sees it: who booked, their answers, of which type. */
export const hostBookingSchema = bookingSchema.extend({
  email: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  type_title: z.string(),
  host: z.object({ id: z.string(), name: z.string() }),
})
export type HostBooking = z.infer<typeof hostBookingSchema>

/** PUT /api/users/me/calendar-import: the host's own calendar, whose busy times are never offered. */
export const calendarImportInputSchema = z
  .object({
    url: z.string().trim().min(1).max(2000),
    time_zone: timeZoneSchema,
  })
  .strict()

export const calendarImportSchema = z.object({
  url: z.string(),
  time_zone: z.string(),
  refreshed_at: z.string().nullable(),
  problem: z.string().nullable(),
  /** Busy times kept from its last good read. */
  busy_times: z.number(),
})
export type CalendarImport = z.infer<typeof calendarImportSchema>

/** POST /api/brands/{id}/calendar-feed: the private address of the host's bookings, shown once. */
export const calendarFeedSchema = z.object({ url: z.string() })
