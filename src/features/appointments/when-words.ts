/** A zone's name as a person reads it: "America/New York". */
export const zoneWords = (timeZone: string) => timeZone.replace(/_/g, ' ')

/** An instant's day and time in a time zone, in the reader's language: "Monday 15 March 2027, 10:00". */
export const whenOf = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(instant))

/** The same, naming the zone: "Monday 15 March 2027, 10:00 (Europe/Berlin)". */
export const whenIn = (instant: string, timeZone: string) => `${whenOf(instant, timeZone)} (${zoneWords(timeZone)})`

/** An instant's time of day, in a time zone or on this device's clock: "10:00". */
export const clockOf = (instant: string, timeZone?: string) => new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant))

/** A day in words: "Monday 15 March 2027". */
export const dayWords = (date: Date) => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
