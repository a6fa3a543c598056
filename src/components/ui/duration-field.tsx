import { useIntl } from 'react-intl'
import { SelectField } from './select-field'

type DurationUnit = 'minute' | 'day'

type DurationFieldProps = {
  label: string
  /** The duration, counted in `unit`s. */
  value: number
  /** The durations offered, in `unit`s; the current one is offered too when it is not among them. */
  choices: readonly number[]
  unit: DurationUnit
  onChange: (value: number) => void
  /** What a duration of zero is called ("None", "No notice"); "0 minutes" unless given. */
  zeroLabel?: string
  /** Minutes said in the largest whole unit ("1 hour", "2 days", "1 week") rather than as minutes. */
  inLargestUnit?: boolean
  error?: string
}

const unitsOfMinutes = [
  ['week', 10_080],
  ['day', 1440],
  ['hour', 60],
] as const

// Made once per language and unit: a form offers a few dozen durations, drawn again at every key typed in it.
const formats = new Map<string, Intl.NumberFormat>()
const formatOf = (locale: string | undefined, unit: string) => {
  const key = `${locale ?? ''} ${unit}`
  return formats.get(key) ?? formats.set(key, new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })).get(key)!
}

/** A duration in words, in the reader's language (`locale`; the browser's unless given): "45 minutes", "2 hours", "60 days". */
export function durationWords(amount: number, unit: DurationUnit, inLargestUnit = false, locale?: string): string {
  const [wordUnit, count] = (unit === 'minute' && inLargestUnit && amount > 0 && unitsOfMinutes.find(([, minutes]) => amount % minutes === 0)) || [unit, 1]
  return formatOf(locale, wordUnit).format(amount / count)
}

/** A duration chosen from a short list (a meeting's length, a notice, a stretch of days ahead). */
export function DurationField({ label, value, choices, unit, onChange, zeroLabel, inLargestUnit, error }: DurationFieldProps) {
  const { locale } = useIntl()
  const offered = choices.includes(value) ? choices : [...choices, value]
  const options = offered.map((amount) => ({ value: String(amount), label: amount === 0 && zeroLabel ? zeroLabel : durationWords(amount, unit, inLargestUnit, locale) }))
  return <SelectField label={label} value={String(value)} options={options} onChange={(chosen) => onChange(Number(chosen))} error={error} />
}
