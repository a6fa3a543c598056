import { z } from 'zod'
import { problemText, saidProblem, type CheckIssue } from '../../i18n/problem-text'
import { sayInEnglish, type Say } from '../../i18n/say'

/** Field path ("phones.0.number") → the first message for it, as the schema words it. */
export type FieldErrors = Record<string, string>

/** Each field's first problem, in the reader's language (English when no `say` is given). */
export function fieldErrorsOf(error: z.ZodError, say: Say = sayInEnglish): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    errors[path] ??= problemText(say, issue as CheckIssue)
  }
  return errors
}

export type Validation<Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors }

/**
 * Checks `input` against the schema, plus the rules a schema cannot state (`extra`, already
 * found by the caller), field by field.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown, extra: FieldErrors = {}, say: Say = sayInEnglish): Validation<z.output<Schema>> {
  const parsed = schema.safeParse(input)
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error, say)
  for (const [path, message] of Object.entries(extra)) errors[path] ??= message
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: parsed.data }
}

/** The value at a dotted path ("phones.0.number"), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

/** The schema's rules with one message for a person, where its own wording is meant for the API. */
export function withMessage<Schema extends z.ZodType>(schema: Schema, message: string) {
  return z.unknown().transform((value, context): z.output<Schema> => {
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    context.addIssue({ code: 'custom', message, params: saidProblem })
    return z.NEVER
  })
}
