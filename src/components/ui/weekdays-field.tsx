import { useIntl } from 'react-intl'
import { weekdays, type Weekday } from '../../domain/appointment'
import { CheckboxGroupField } from './checkbox-group-field'

/** The days' names in the reader's language, Monday first (1 January 2024 was a Monday); named once for each language, when first shown. */
const dayNames = new Map<string, { value: Weekday; label: string }[]>()
function weekdayOptions(locale: string) {
  const named = dayNames.get(locale)
  if (named) return named
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const options = weekdays.map((day, index) => ({ value: day, label: format.format(Date.UTC(2024, 0, 1 + index)) }))
  dayNames.set(locale, options)
  return options
}

/** Which days of the week, Monday first: opening days, days a host takes bookings. */
export function WeekdaysField(props: { label: string; value: readonly Weekday[]; onChange: (days: Weekday[]) => void; error?: string }) {
  const { locale } = useIntl()
  return <CheckboxGroupField {...props} options={weekdayOptions(locale)} />
}
