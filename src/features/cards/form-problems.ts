import type { z } from 'zod'
import { isApiFailure } from '../../lib/api/api-failure'

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

export function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/**
 * A failed save as something to show: the server names the field a problem belongs to
 * ("email: must be an e-mail address…"), so it goes under that field when the form has it;
 * anything else, offline included, goes above the button.
 */
export function saveProblem(failure: unknown, offlineMessage: string): { field: string | null; message: string } {
  if (!isApiFailure(failure)) return { field: null, message: 'Something went wrong. Please try again.' }
  if (failure.kind === 'offline') return { field: null, message: offlineMessage }
  const match = /^([a-z_]+(?:\.[a-z0-9_]+)*):\s*(.+)$/s.exec(failure.message)
  if (match) return { field: match[1]!, message: match[2]! }
  return { field: null, message: sentence(failure.message) }
}
