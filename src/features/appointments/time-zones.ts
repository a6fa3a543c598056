/** The person's own time zone, as their device names it (Chromium says Asia/Calcutta for Asia/Kolkata). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The day an instant falls on in a time zone, as YYYY-MM-DD (the free times' days are the visitor's). */
export const dayInZone = (instant: string, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant))
