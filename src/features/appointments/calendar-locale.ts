/** What a locale says of its week: the first day, 1 for Monday to 7 for Sunday. */
type WeekInfo = { firstDay: number }
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo }

/** The day a locale's weeks start on: 1 for Monday to 7 for Sunday (Monday where the browser cannot say). */
export function firstDayOfWeek(locale: string): number {
  try {
    const known = new Intl.Locale(locale) as LocaleWithWeek
    return (known.getWeekInfo?.() ?? known.weekInfo)?.firstDay ?? 1
  } catch {
    return 1
  }
}

/** react-calendar's way of laying out a week that starts on the locale's first day. */
export function calendarTypeOf(locale: string): 'iso8601' | 'gregory' | 'islamic' {
  const firstDay = firstDayOfWeek(locale)
  return firstDay === 7 ? 'gregory' : firstDay === 6 ? 'islamic' : 'iso8601'
}
