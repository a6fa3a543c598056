import { sentence } from '../../lib/forms/sentence'
import { TextField, type TextFieldProps } from './text-field'

type MailedCodeFieldProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'errorSubject' | 'rows'>

/**
 * The address a code is mailed to (to sign in, or to confirm a new address). Its problems are
 * whole sentences ("Enter your e-mail address, such as name@example.com."), shown as they are.
 */
export function CodeAddressField({ error, ...field }: MailedCodeFieldProps) {
  return <TextField name="email" type="email" autoComplete="email" error={error && sentence(error)} errorSubject={null} {...field} />
}

/**
 * The 6-digit code from that e-mail: digits only, typed on a phone's number pad or filled in from
 * the mail; its problem, a whole sentence, is announced as it appears.
 */
export function MailedCodeField({ error, onChange, ...field }: MailedCodeFieldProps) {
  return (
    <TextField
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      onChange={(code) => onChange(code.replace(/\D/g, ''))}
      error={error && sentence(error)}
      errorSubject={null}
      announceError
      {...field}
    />
  )
}
