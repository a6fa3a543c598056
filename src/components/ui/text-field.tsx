import { Field, Input, Textarea } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { sentence } from '../../features/cards/form-problems'

type TextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The schema's message for this field ("must be at most 100 characters"), if any. */
  error?: string
  helper?: string
  multiline?: boolean
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>

/** A labelled text input with its own validation message underneath. */
export function TextField({ label, value, onChange, error, helper, multiline, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea value={value} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{sentence(`${label.replace(/ \(.*\)$/, '')} ${error}`)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
