import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import { weekdays, type AppointmentLocation, type AppointmentType, type AppointmentTypeFields, type Weekday } from '../../domain/appointment'
import type { FieldErrors } from '../../lib/forms/field-errors'
import { deviceTimeZone } from './time-zones'

/** Where a meeting is held. */
export type Place = AppointmentLocation['kind']

const videoWords = defineMessages({
  choice: { id: 'appointments.place.video.choice', defaultMessage: 'Video call (a link)' },
  detail: { id: 'appointments.place.video.detail', defaultMessage: 'Video call link (https://…)' },
  subject: { id: 'appointments.place.video.subject', defaultMessage: 'The link' },
})
const phoneWords = defineMessages({
  choice: { id: 'appointments.place.phone.choice', defaultMessage: 'Phone call' },
  detail: { id: 'appointments.place.phone.detail', defaultMessage: 'Phone number' },
  subject: { id: 'appointments.place.phone.subject', defaultMessage: 'The phone number' },
})
const inPersonWords = defineMessages({
  choice: { id: 'appointments.place.inPerson.choice', defaultMessage: 'In person (an address)' },
  detail: { id: 'appointments.place.inPerson.detail', defaultMessage: 'Address' },
  subject: { id: 'appointments.place.inPerson.subject', defaultMessage: 'The address' },
})

/** How the form words each place: the choice, the field for its detail, and who that field's message is about. */
export const placeWords: Record<Place, { choice: MessageDescriptor; detail: MessageDescriptor; subject: MessageDescriptor }> = {
  video: videoWords,
  phone: phoneWords,
  'in-person': inPersonWords,
}

/** A question for the visitor; a new one has no id until it is saved. */
export type VisitorQuestion = { id: string; label: string; required: boolean }

/**
 * An appointment type as its form holds it: the chosen days share one stretch of hours (`from`
 * to `to`), days off are dates, and `host` is a member's user id or empty for the person signed in.
 */
export type AppointmentTypeDraft = {
  title: string
  description: string
  length: number
  place: Place
  detail: string
  timeZone: string
  days: Weekday[]
  from: string
  to: string
  notice: number
  horizon: number
  bufferBefore: number
  bufferAfter: number
  /** Meetings a day at most: null for no limit, NaN while what is typed is not a number. */
  cap: number | null
  confirm: boolean
  questions: VisitorQuestion[]
  daysOff: string[]
  publish: boolean
  host: string
}

export const blankDraft = (): AppointmentTypeDraft => ({
  title: '',
  description: '',
  length: 30,
  place: 'video',
  detail: '',
  timeZone: deviceTimeZone(),
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  from: '09:00',
  to: '17:00',
  notice: 120,
  horizon: 60,
  bufferBefore: 0,
  bufferAfter: 0,
  cap: null,
  confirm: false,
  questions: [],
  daysOff: [],
  publish: true,
  host: '',
})

/** A saved type as the form shows it: the first stretch of hours stands for every chosen day. */
export function draftOf(type: AppointmentType): AppointmentTypeDraft {
  const days = weekdays.filter((day) => type.weekly[day].length > 0)
  const stretch = days.map((day) => type.weekly[day][0]!)[0] ?? { start: '09:00', end: '17:00' }
  const location = type.location
  return {
    title: type.title,
    description: type.description,
    length: type.duration_minutes,
    place: location.kind,
    detail: location.kind === 'video' ? location.url : location.kind === 'phone' ? location.phone : location.address,
    timeZone: type.time_zone,
    days,
    from: stretch.start,
    to: stretch.end,
    notice: type.min_notice_minutes,
    horizon: type.horizon_days,
    bufferBefore: type.buffer_before_minutes,
    bufferAfter: type.buffer_after_minutes,
    cap: type.daily_cap,
    confirm: type.needs_confirmation,
    questions: type.questions.map((question) => ({ ...question })),
    daysOff: type.overrides.filter((override) => override.hours.length === 0).map((override) => override.date),
    publish: type.published,
    host: type.host.id,
  }
}

const questionIdOf = (label: string, index: number) =>
  `${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'question'
  }-${index + 1}`

const locationOf = (draft: AppointmentTypeDraft): AppointmentLocation =>
  draft.place === 'video'
    ? { kind: 'video', url: draft.detail.trim() }
    : draft.place === 'phone'
      ? { kind: 'phone', phone: draft.detail.trim() }
      : { kind: 'in-person', address: draft.detail.trim() }

/** The form's fields as the API takes them (what the schema checks): the host is sent beside them. */
export const fieldsOf = (draft: AppointmentTypeDraft): Record<keyof AppointmentTypeFields, unknown> => ({
  title: draft.title,
  description: draft.description,
  duration_minutes: draft.length,
  location: locationOf(draft),
  time_zone: draft.timeZone,
  weekly: Object.fromEntries(draft.days.map((day) => [day, [{ start: draft.from, end: draft.to }]])),
  overrides: draft.daysOff.map((date) => ({ date, hours: [] })),
  min_notice_minutes: draft.notice,
  horizon_days: draft.horizon,
  buffer_before_minutes: draft.bufferBefore,
  buffer_after_minutes: draft.bufferAfter,
  daily_cap: draft.cap,
  questions: draft.questions.map((question, index) => ({ id: question.id || questionIdOf(question.label, index), label: question.label, required: question.required })),
  needs_confirmation: draft.confirm,
  published: draft.publish,
})

/** What the schema cannot say: a week with no day to book. */
export const draftRules =
  (intl: IntlShape) =>
  (draft: AppointmentTypeDraft): FieldErrors =>
    draft.days.length === 0 ? { weekly: intl.formatMessage({ id: 'appointments.typeForm.chooseDay', defaultMessage: 'Choose at least one day.' }) } : {}

/** The paths the form has an input for; a problem the server names elsewhere is the form's. */
const shownPaths = [
  /^title$/,
  /^description$/,
  /^duration_minutes$/,
  /^location\.(url|phone|address)$/,
  /^time_zone$/,
  /^weekly$/,
  /^weekly\.[a-z]+\.0\.(start|end)$/,
  /^min_notice_minutes$/,
  /^horizon_days$/,
  /^buffer_(before|after)_minutes$/,
  /^daily_cap$/,
  /^questions\.\d+\.label$/,
  /^overrides\.\d+\.date$/,
  /^host_user_id$/,
]
export const formShows = (path: string) => shownPaths.some((shown) => shown.test(path))

/** The first problem of the chosen days' hours at their start or end ("weekly.monday.0.end"). */
export const hoursProblem = (errors: FieldErrors, part: 'start' | 'end') => Object.entries(errors).find(([path]) => new RegExp(`^weekly\\.[a-z]+\\.0\\.${part}$`).test(path))?.[1]
