import { defineMessages } from '../i18n/define-messages'

/**
 * The problems a schema names in its own words, beyond a check's kind (too long, not an e-mail
 * address: src/i18n/problem-text.ts says those). A schema gives the name, `problem('timeZone')`, as
 * its check's message; the server's error answers and the forms say it in the reader's language,
 * with the check's values (a refinement's `params`, a limit's `maximum`).
 */
const words = defineMessages({
  timeZone: { id: 'problems.timeZone', defaultMessage: 'must be a time zone such as Europe/Berlin' },
})

export type ProblemName = keyof typeof words

/** The named problems by the message a check carries (the problem's id). */
export const problemWords: Readonly<Record<string, { id: string; defaultMessage: string }>> = Object.fromEntries(Object.values(words).map((message) => [message.id, message]))

/** A check's message that names one of these problems. */
export const problem = (name: ProblemName): string => words[name].id
