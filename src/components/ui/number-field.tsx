import { useState } from 'react'
import { TextField, type TextFieldProps } from './text-field'

type NumberFieldProps = Pick<TextFieldProps, 'label' | 'error' | 'errorSubject' | 'helper' | 'placeholder'> & {
  /** The number, null when the field is empty, NaN when what is typed is not a number. */
  value: number | null
  onChange: (value: number | null) => void
  /** The keyboard a phone shows: digits only (a count), or with a decimal point. */
  inputMode?: 'numeric' | 'decimal'
}

/** What the text says as a number: null when empty, NaN when it is not a number (so a schema says what is wrong). */
export function numberOf(text: string): number | null {
  if (text.trim() === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : Number.NaN
}

/**
 * A number typed in (a count, a limit). The form holds the number; the text stays as typed while
 * it says that number ("08", "1.50"), and shows the form's number when the form sets another.
 */
export function NumberField({ value, onChange, inputMode = 'numeric', ...field }: NumberFieldProps) {
  const [typed, setTyped] = useState(() => (value === null ? '' : String(value)))
  const shown = Object.is(numberOf(typed), value) ? typed : value === null ? '' : String(value)
  return (
    <TextField
      inputMode={inputMode}
      autoComplete="off"
      {...field}
      value={shown}
      onChange={(text) => {
        setTyped(text)
        onChange(numberOf(text))
      }}
    />
  )
}
