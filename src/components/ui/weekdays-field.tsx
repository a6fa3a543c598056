import { weekdays, type Weekday } from '../../domain/appointment'
import { CheckboxGroupField } from './checkbox-group-field'

/** The days' names in the reader's language, Monday first (1 January 2024 was a Monday); named once, when first shown. */
let dayNames: { value: Weekday; label: string }[] | undefined
function weekdayOptions() {
  if (dayNames) return dayNames
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' })
  dayNames = weekdays.map((day, index) => ({ value: day, label: format.format(Date.UTC(2024, 0, 1 + index)) }))
  return dayNames
}

/** Which days of the week, Monday first: opening days, days a host takes bookings. */
export function WeekdaysField(props: { label: string; value: readonly Weekday[]; onChange: (days: Weekday[]) => void; error?: string }) {
  return <CheckboxGroupField {...props} options={weekdayOptions()} />
}
