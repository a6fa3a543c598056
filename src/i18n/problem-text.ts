import { defineMessages } from './define-messages'
import type { Say } from './say'
import { problemWords } from '../domain/problems'

/**
 * What a check found wrong with one value, said in the reader's language: the words a schema named
 * (`problem('timeZone')`, src/domain/problems.ts) with the check's values, or else the check's own
 * kind of problem (too long, not an e-mail address). An English text a schema wrote itself is never
 * shown as it is: the reader gets the check's kind of problem in their language.
 */
export type CheckIssue = {
  code?: string
  message?: string
  origin?: string
  format?: string
  expected?: string
  maximum?: number | bigint | string
  minimum?: number | bigint | string
  inclusive?: boolean
  divisor?: number
  values?: readonly unknown[]
  params?: Record<string, unknown>
}

const words = defineMessages({
  tooLongText: { id: 'problems.check.tooLongText', defaultMessage: 'must be at most {maximum, number, ::group-off} {maximum, plural, one {character} other {characters}}' },
  tooShortText: { id: 'problems.check.tooShortText', defaultMessage: 'must be at least {minimum, number, ::group-off} {minimum, plural, one {character} other {characters}}' },
  empty: { id: 'problems.check.empty', defaultMessage: 'must not be empty' },
  atMost: { id: 'problems.check.atMost', defaultMessage: 'must be at most {maximum, number}' },
  below: { id: 'problems.check.below', defaultMessage: 'must be less than {maximum, number}' },
  atLeast: { id: 'problems.check.atLeast', defaultMessage: 'must be {minimum, number} or more' },
  above: { id: 'problems.check.above', defaultMessage: 'must be more than {minimum, number}' },
  tooManyItems: { id: 'problems.check.tooManyItems', defaultMessage: 'must hold at most {maximum, number, ::group-off} {maximum, plural, one {item} other {items}}' },
  tooFewItems: { id: 'problems.check.tooFewItems', defaultMessage: 'must hold at least {minimum, number, ::group-off} {minimum, plural, one {item} other {items}}' },
  tooLarge: { id: 'problems.check.tooLarge', defaultMessage: 'is too large' },
  tooSmall: { id: 'problems.check.tooSmall', defaultMessage: 'is too small' },
  required: { id: 'problems.check.required', defaultMessage: 'is required' },
  text: { id: 'problems.check.text', defaultMessage: 'must be text' },
  number: { id: 'problems.check.number', defaultMessage: 'must be a number' },
  wholeNumber: { id: 'problems.check.wholeNumber', defaultMessage: 'must be a whole number' },
  trueOrFalse: { id: 'problems.check.trueOrFalse', defaultMessage: 'must be true or false' },
  list: { id: 'problems.check.list', defaultMessage: 'must be a list' },
  object: { id: 'problems.check.object', defaultMessage: 'must be an object with named fields' },
  email: { id: 'problems.check.email', defaultMessage: 'must be an e-mail address such as name@example.com' },
  url: { id: 'problems.check.url', defaultMessage: 'must be an address such as https://example.com' },
  id: { id: 'problems.check.id', defaultMessage: 'must be an id' },
  dateTime: { id: 'problems.check.dateTime', defaultMessage: 'must be a date and time such as 2026-11-01T09:00:00Z' },
  date: { id: 'problems.check.date', defaultMessage: 'must be a date such as 2026-11-01' },
  time: { id: 'problems.check.time', defaultMessage: 'must be a time of day such as 09:00' },
  form: { id: 'problems.check.form', defaultMessage: 'is not in the form this field takes' },
  oneOf: { id: 'problems.check.oneOf', defaultMessage: 'must be one of: {values}' },
  multipleOf: { id: 'problems.check.multipleOf', defaultMessage: 'must be a multiple of {divisor, number}' },
  unknownField: { id: 'problems.check.unknownField', defaultMessage: 'is not a field this request accepts' },
  invalid: { id: 'problems.check.invalid', defaultMessage: 'is not valid' },
})

const asNumber = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value))

function sizeProblem(say: Say, issue: CheckIssue): string {
  const big = issue.code === 'too_big'
  const limit = asNumber(big ? issue.maximum : issue.minimum)
  switch (issue.origin) {
    case 'string':
      if (big) return say(words.tooLongText, { maximum: limit })
      return limit <= 1 ? say(words.empty) : say(words.tooShortText, { minimum: limit })
    case 'number':
    case 'int':
    case 'bigint':
      if (big) return say(issue.inclusive === false ? words.below : words.atMost, { maximum: limit })
      return say(issue.inclusive === false ? words.above : words.atLeast, { minimum: limit })
    case 'array':
    case 'set':
      return big ? say(words.tooManyItems, { maximum: limit }) : say(words.tooFewItems, { minimum: limit })
    default:
      return say(big ? words.tooLarge : words.tooSmall)
  }
}

function typeProblem(say: Say, issue: CheckIssue): string {
  if (/received undefined/.test(issue.message ?? '')) return say(words.required)
  switch (issue.expected) {
    case 'string':
      return say(words.text)
    case 'number':
    case 'bigint':
      return say(words.number)
    case 'int':
      return say(words.wholeNumber)
    case 'boolean':
      return say(words.trueOrFalse)
    case 'array':
    case 'tuple':
      return say(words.list)
    case 'object':
    case 'record':
      return say(words.object)
    default:
      return say(words.invalid)
  }
}

const formats: Record<string, keyof typeof words> = {
  email: 'email',
  url: 'url',
  uuid: 'id',
  guid: 'id',
  datetime: 'dateTime',
  date: 'date',
  time: 'time',
}

/** The named problem's values: the schema's own (`params`), then the check's (maximum, minimum...). */
function valuesOf(issue: CheckIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries({ ...issue, ...issue.params })) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
    else if (typeof value === 'bigint') values[name] = Number(value)
  }
  return values
}

/** A check's message already said in the reader's language (`saidProblem`): shown as it is. */
export const saidProblem = { said: true } as const

export function problemText(say: Say, issue: CheckIssue): string {
  if (issue.params?.said === true && issue.message) return issue.message
  const named = issue.message === undefined ? undefined : problemWords[issue.message]
  if (named) return say(named, valuesOf(issue))
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeProblem(say, issue)
    case 'invalid_type':
      return typeProblem(say, issue)
    case 'invalid_format':
      return say(words[formats[issue.format ?? ''] ?? 'form'])
    case 'invalid_value':
      return say(words.oneOf, { values: (issue.values ?? []).map(String).join(', ') })
    case 'not_multiple_of':
      return say(words.multipleOf, { divisor: issue.divisor ?? 1 })
    case 'unrecognized_keys':
      return say(words.unknownField)
    default:
      return say(words.invalid)
  }
}
