import { isApiFailure } from '../api/api-failure'
import { defineMessage } from 'react-intl'
import { appWords } from '../words/app-words'
import { sentence } from './sentence'

/** A failed submit as something to show: under a field (`field` is its dotted path) or for the whole form. */
export type SubmitProblem = { field: string | null; message: string }

/**
 * The server names the field a problem belongs to (`field` in its answer), so it can go under that
 * field; anything else, offline included, is the form's problem.
 */
export function submitProblem(failure: unknown, offlineMessage: string): SubmitProblem {
  if (!isApiFailure(failure)) return { field: null, message: appWords(defineMessage({ id: 'app.api.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' })) }
  if (failure.kind === 'offline') return { field: null, message: offlineMessage }
  const field = failure.kind === 'http' ? failure.field : undefined
  if (!field) return { field: null, message: sentence(failure.message) }
  // The message also opens with the field's name ("code: the code is not right"), for callers
  // that show it alone; under its field the name would be said twice.
  return { field, message: failure.message.startsWith(`${field}: `) ? failure.message.slice(field.length + 2) : failure.message }
}
