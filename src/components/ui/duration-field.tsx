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

// Made once per unit: a form offers a few dozen durations, drawn again at every key typed in it.
const formats = new Map<string, Intl.NumberFormat>()
const formatOf = (unit: string) => formats.get(unit) ?? formats.set(unit, new Intl.NumberFormat(undefined, { style: 'unit', unit, unitDisplay: 'long' })).get(unit)!

/** A duration in words, in the reader's language: "45 minutes", "2 hours", "60 days". */
export function durationWords(amount: number, unit: DurationUnit, inLargestUnit = false): string {
  const [wordUnit, count] = (unit === 'minute' && inLargestUnit && amount > 0 && unitsOfMinutes.find(([, minutes]) => amount % minutes === 0)) || [unit, 1]
  return formatOf(wordUnit).format(amount / count)
}

/** A duration chosen from a short list (a meeting's length, a notice, a stretch of days ahead). */
export function DurationField({ label, value, choices, unit, onChange, zeroLabel, inLargestUnit, error }: DurationFieldProps) {
  const offered = choices.includes(value) ? choices : [...choices, value]
  const options = offered.map((amount) => ({ value: String(amount), label: amount === 0 && zeroLabel ? zeroLabel : durationWords(amount, unit, inLargestUnit) }))
  return <SelectField label={label} value={String(value)} options={options} onChange={(chosen) => onChange(Number(chosen))} error={error} />
}
