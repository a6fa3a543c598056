import { TextField, type TextFieldProps } from './text-field'

type TimeFieldProps = Pick<TextFieldProps, 'label' | 'error' | 'errorSubject'> & {
  /** A time of day as HH:MM ("09:00"), or empty. */
  value: string
  onChange: (value: string) => void
  /** The minutes a step moves by; any minute unless given. */
  stepMinutes?: number
}

/** A time of day, picked with the device's own clock picker. */
export function TimeField({ stepMinutes, ...field }: TimeFieldProps) {
  return <TextField type="time" step={stepMinutes ? stepMinutes * 60 : undefined} {...field} />
}
