/** Every time zone the browser knows, by its IANA name. */
const knownTimeZones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])

/** The person's own time zone, as their device names it (Chromium says Asia/Calcutta for Asia/Kolkata). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The zones to choose from, as select options: the chosen one always among them, even where the list spells it otherwise. */
export function timeZoneOptions(chosen: string): { value: string; label: string }[] {
  const known = knownTimeZones()
  return (known.includes(chosen) ? known : [chosen, ...known]).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
}

/** The day an instant falls on in a time zone, as YYYY-MM-DD (the free times' days are the visitor's). */
export const dayInZone = (instant: string, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant))
