import { isApiFailure } from '../api/api-failure'
import { sentence } from './field-errors'

/** A failed submit as something to show: under a field (`field` is its dotted path) or for the whole form. */
export type SubmitProblem = { field: string | null; message: string }

// Servers that predate the `field` member name the field in front of the message ("code: the code is not right").
const fieldPrefix = /^([a-z_]+(?:\.[a-z0-9_]+)*):\s*(.+)$/s

/**
 * The server names the field a problem belongs to (`field` in its answer, or the message's
 * prefix), so it can go under that field; anything else, offline included, is the form's problem.
 */
export function submitProblem(failure: unknown, offlineMessage: string): SubmitProblem {
  if (!isApiFailure(failure)) return { field: null, message: 'Something went wrong. Please try again.' }
  if (failure.kind === 'offline') return { field: null, message: offlineMessage }
  const prefixed = fieldPrefix.exec(failure.message)
  const field = (failure.kind === 'http' ? failure.field : undefined) ?? prefixed?.[1] ?? null
  if (field === null) return { field: null, message: sentence(failure.message) }
  const message = prefixed && prefixed[1] === field ? prefixed[2]! : failure.message
  return { field, message }
}
