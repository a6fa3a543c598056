import { z } from 'zod'
import { slugPattern } from './slug'
import { problem, type ProblemName } from './problems'

type AddressWordRules = {
  /** The most characters the word may have. */
  max: number
  /** A word of the kind, shown in the message of a wrong one: "ada-lovelace". */
  example: string
  /** The words this address keeps for the site's own, and the problem a refused one is told. */
  reserved: { is: (word: string) => boolean; message: ProblemName }
}

/**
 * One segment of a public address (a brand's slug, a card's key, a page's address), trimmed and
 * lower-cased as typed, in one set of rules and words for every kind.
 */
export const addressWordSchema = ({ max, example, reserved }: AddressWordRules) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(max)
    .refine((word) => slugPattern.test(word), { message: problem('addressWord'), params: { example } })
    .refine((word) => !reserved.is(word), problem(reserved.message))
