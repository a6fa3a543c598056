import type { IntlShape } from 'react-intl'

/** A zone's name as a person reads it: "America/New York". */
export const zoneWords = (timeZone: string) => timeZone.replace(/_/g, ' ')

/** An instant's day and time in a time zone, in the reader's language: "Monday 15 March 2027, 10:00". */
export const whenOf = (intl: IntlShape, instant: string, timeZone: string) =>
  intl.formatDate(new Date(instant), { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/** The same, naming the zone: "Monday 15 March 2027, 10:00 (Europe/Berlin)". */
export const whenIn = (intl: IntlShape, instant: string, timeZone: string) =>
  intl.formatMessage({ id: 'appointments.when.inZone', defaultMessage: '{when} ({zone})' }, { when: whenOf(intl, instant, timeZone), zone: zoneWords(timeZone) })

/** An instant's time of day, in a time zone or on this device's clock: "10:00". */
export const clockOf = (intl: IntlShape, instant: string, timeZone?: string) => intl.formatTime(new Date(instant), { timeZone, hour: '2-digit', minute: '2-digit' })

/** A day in words: "Monday 15 March 2027". */
export const dayWords = (intl: IntlShape, date: Date) => intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
