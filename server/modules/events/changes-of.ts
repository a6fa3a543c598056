import { isDeepStrictEqual } from 'node:util'
import type { FieldChange, RecordedValue } from '../../../src/domain/audit-event'

/** Texts and values longer than this are kept shortened, ending in "…". */
export const recordedLength = 80

/** Fields whose values the log never keeps: only that they changed. */
const secretField = /secret|token|password/i

/** A value as it reads once stored as JSON: dates as text, unset properties gone. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

function recorded(value: unknown): RecordedValue {
  const stored = plain(value)
  if (stored === null || typeof stored === 'number' || typeof stored === 'boolean') return stored as RecordedValue
  const text = typeof stored === 'string' ? stored : JSON.stringify(stored)
  return text.length > recordedLength ? `${text.slice(0, recordedLength)}…` : text
}

/**
 * The fields whose value differs between what was saved before and after an edit, each with its
 * old and new value as the log keeps them; `fields` narrows them to those the edit named.
 */
export function changesOf<T extends object>(before: Partial<T> | null, after: T, fields: readonly string[] = Object.keys(after)): FieldChange[] {
  const valueOf = (object: object | null, field: string) => (object ? (object as Record<string, unknown>)[field] : undefined)
  return fields.flatMap((field) => {
    const from = valueOf(before, field)
    const to = valueOf(after, field)
    if (isDeepStrictEqual(plain(from), plain(to))) return []
    return [secretField.test(field) ? { field } : { field, from: recorded(from), to: recorded(to) }]
  })
}
