const pad = (value: number) => String(value).padStart(2, '0')

/** A day on this device's calendar (as react-calendar's tiles count them) as YYYY-MM-DD. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
/** The day an instant falls on, on this device's clock, as YYYY-MM-DD. */
export const localDayOf = (instant: string) => dayOf(new Date(instant))
/** Noon of a YYYY-MM-DD day on this device, so no time zone moves it to the day before. */
export const dateOf = (day: string) => new Date(`${day}T12:00:00`)

export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
/** The first day of the date's week, weeks starting on `firstDay` (1 for Monday to 7 for Sunday, as Intl says). */
export const weekStart = (date: Date, firstDay = 1) => addDays(date, -((date.getDay() - (firstDay % 7) + 7) % 7))
export const monthStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1)
export const monthEnd = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0)

/** Every day from one to another, both included. */
export function daysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
