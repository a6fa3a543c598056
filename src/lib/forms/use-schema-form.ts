import { useLayoutEffect, useRef, useState, type FormEvent, type SetStateAction } from 'react'
import type { z } from 'zod'
import { useIntl } from 'react-intl'
import { isApiFailure } from '../api/api-failure'
import { validate, valueAt, type FieldErrors } from './field-errors'
import { sentence } from './sentence'
import { submitProblem } from './submit-problem'
import type { Say } from '../../i18n/say'

/**
 * What a submit handler answers: an RTK Query mutation's result as it is (`{data}` or `{error}`),
 * or `{problem}` for a refusal the form words itself.
 */
export type SubmitOutcome<Data> = { data: Data; error?: undefined } | { error: unknown; data?: undefined } | { problem: string }

type SchemaFormOptions<Values, Schema extends z.ZodType, Data> = {
  initialValues: Values
  /** The rules the values must meet before anything is sent; its messages go under the fields. */
  schema: Schema
  /** What the schema reads, when the form holds its values differently (every field a string, say). */
  toInput?: (values: Values) => unknown
  /** Rules across fields that the schema cannot state: path → message. */
  rules?: (values: Values) => FieldErrors
  /** Sends the checked value. Not called while any field has a problem. */
  onSubmit: (value: z.output<Schema>, values: Values) => Promise<SubmitOutcome<Data>>
  /** After a save: the values the form starts from next (the server's copy, or empty), if not the same. */
  onSaved?: (data: Exclude<Data, undefined>) => Values | void
  /** Said when the device could not reach the server; what was typed stays in the form. */
  offlineMessage: string
  /** Said for the whole form when some field has a problem before sending. */
  invalidMessage?: string
  /** Said for the whole form when the server refused a field the form shows. */
  refusedMessage?: string
  /** Whether the form shows an input for a path the server names; otherwise its message is the form's problem. */
  showsField?: (path: string) => boolean
}

type StringKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string

export type SchemaForm<Values> = {
  values: Values
  /** Changes the values; a field whose value changes loses its problem once the rules accept it. */
  setValues: (next: SetStateAction<Values>) => void
  setField: <Key extends keyof Values>(key: Key, value: Values[Key]) => void
  /** A text field's value, change handler and problem, to spread onto a TextField. */
  field: <Key extends StringKeys<Values>>(key: Key) => { value: string; onChange: (value: string) => void; error: string | undefined }
  /** Problems by field path ("given_name", "phones.0.number"), as the schema or server words them. */
  errors: FieldErrors
  /** A problem of the whole form (offline, refused, or the summary of field problems), if any. */
  problem: string | null
  submitting: boolean
  /** True after a successful submit until the values change or the form is sent again. */
  saved: boolean
  /** Whether the values differ from those the form started from or last saved. */
  unsaved: boolean
  /** Checks and sends the values; true once saved. */
  submit: (event?: FormEvent) => Promise<boolean>
  /** Saves first when there are unsaved changes (what publishes, sends or leaves calls it); true when nothing is left unsaved. */
  saveIfUnsaved: () => Promise<boolean>
}

/**
 * The one way forms work: values checked by a zod schema before sending, each problem under its
 * field, the server's problems mapped onto the field they name (`field`, a dotted path), a field's
 * problem cleared as soon as it is fixed, and a saved state.
 */
export function useSchemaForm<Values, Schema extends z.ZodType, Data = unknown>(options: SchemaFormOptions<Values, Schema, Data>): SchemaForm<Values> {
  const [values, setCurrent] = useState<Values>(options.initialValues)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<{ message: string; aboutFields: boolean } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [saved, setSaved] = useState(false)
  // What the form started from or last saved: the values differ from it while changes are unsaved.
  const [savedValues, setSavedValues] = useState<Values>(options.initialValues)
  const unsaved = JSON.stringify(values) !== JSON.stringify(savedValues)
  // Handlers read the latest options, values and problems without being rebuilt on every keystroke:
  // values and problems are kept here as they are set, the options once each render is committed.
  const intl = useIntl()
  const latest = useRef({ options, values: options.initialValues, errors: {} as FieldErrors, unsaved: false, say: intl.formatMessage as Say })
  useLayoutEffect(() => {
    latest.current.options = options
    latest.current.say = intl.formatMessage as Say
    latest.current.unsaved = unsaved
  })

  const check = (next: Values) => {
    const { schema, toInput, rules } = latest.current.options
    return validate(schema, toInput ? toInput(next) : next, rules?.(next), latest.current.say)
  }

  function setValues(next: SetStateAction<Values>) {
    const previous = latest.current.values
    const updated = typeof next === 'function' ? (next as (current: Values) => Values)(previous) : next
    latest.current.values = updated
    setCurrent(updated)
    setSaved(false)
    const shown = latest.current.errors
    if (Object.keys(shown).length === 0) return
    const { toInput } = latest.current.options
    const before = toInput ? toInput(previous) : previous
    const after = toInput ? toInput(updated) : updated
    const changed = Object.keys(shown).filter((path) => !Object.is(valueAt(before, path), valueAt(after, path)))
    if (changed.length === 0) return
    const checked = check(updated)
    const remaining = { ...shown }
    for (const path of changed) {
      const message = checked.ok ? undefined : checked.errors[path]
      if (message === undefined) delete remaining[path]
      else remaining[path] = message
    }
    latest.current.errors = remaining
    setErrors(remaining)
    if (Object.keys(remaining).length === 0) setProblem((current) => (current?.aboutFields ? null : current))
  }

  function showErrors(next: FieldErrors) {
    latest.current.errors = next
    setErrors(next)
  }

  async function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault()
    const { options: current, values: submitted } = latest.current
    setSaved(false)
    const checked = check(submitted)
    if (!checked.ok) {
      showErrors(checked.errors)
      setProblem(current.invalidMessage ? { message: current.invalidMessage, aboutFields: true } : null)
      return false
    }
    showErrors({})
    setProblem(null)
    setSubmitting(true)
    const outcome = await current.onSubmit(checked.value, submitted).finally(() => setSubmitting(false))
    if ('problem' in outcome) {
      setProblem({ message: outcome.problem, aboutFields: false })
      return false
    }
    if (outcome.error !== undefined) {
      const found = submitProblem(outcome.error, current.offlineMessage)
      // A message the person was already shown in a notification is not repeated in the form.
      if (found.field === null && isApiFailure(outcome.error) && outcome.error.kind === 'http' && outcome.error.notified) return false
      const shows = current.showsField ?? (() => true)
      if (found.field !== null && shows(found.field)) {
        showErrors({ [found.field]: found.message })
        setProblem(current.refusedMessage ? { message: current.refusedMessage, aboutFields: true } : null)
      } else {
        setProblem({ message: found.field === null ? found.message : sentence(`${found.field}: ${found.message}`), aboutFields: false })
      }
      return false
    }
    const restart = current.onSaved?.(outcome.data as Exclude<Data, undefined>)
    if (restart !== undefined) {
      latest.current.values = restart
      setCurrent(restart)
    }
    setSavedValues(restart ?? submitted)
    setSaved(true)
    return true
  }

  return {
    values,
    setValues,
    setField: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    field: (key) => ({
      value: values[key] as string,
      onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
      error: errors[key],
    }),
    errors,
    problem: problem?.message ?? null,
    submitting,
    saved,
    unsaved,
    submit,
    saveIfUnsaved: () => (latest.current.unsaved ? submit() : Promise.resolve(true)),
  }
}
