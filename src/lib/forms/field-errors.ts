import { z } from 'zod'

/** Field path ("phones.0.number") → the first message for it, as the schema words it. */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    errors[path] ??= issue.message
  }
  return errors
}

export type Validation<Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors }

/**
 * Checks `input` against the schema, plus the rules a schema cannot state (`extra`, already
 * found by the caller), field by field.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown, extra: FieldErrors = {}): Validation<z.output<Schema>> {
  const parsed = schema.safeParse(input)
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error)
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
    context.addIssue({ code: 'custom', message })
    return z.NEVER
  })
}
