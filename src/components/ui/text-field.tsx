import { Field, Input, Textarea } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { sentence } from '../../lib/forms/sentence'

export type TextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /**
   * The problem with the value, as a schema words it ("must be at most 100 characters"): shown as
   * a sentence about the field ("Bio must be at most 100 characters.").
   */
  error?: string
  /** Who the message is about; the label without its "(optional)" unless given. Null shows a complete message as it is. */
  errorSubject?: string | null
  /** Announces the message as it appears, for a form whose problems are all under its fields. */
  announceError?: boolean
  helper?: string
  required?: boolean
  /** A text area of this many rows instead of a one-line input. */
  rows?: number
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'required'>

/** A labelled text input with its own validation message underneath. */
export function TextField({ label, value, onChange, error, errorSubject, announceError, helper, required, rows, ...input }: TextFieldProps) {
  const subject = errorSubject === undefined ? label.replace(/ \(.*\)$/, '') : errorSubject
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea
          value={value}
          rows={rows}
          name={input.name}
          maxLength={input.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? (
        <Field.ErrorText role={announceError ? 'alert' : undefined}>{subject === null ? error : sentence(`${subject} ${error}`)}</Field.ErrorText>
      ) : null}
    </Field.Root>
  )
}
