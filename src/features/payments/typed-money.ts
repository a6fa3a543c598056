import { z } from 'zod'
import { defineMessages, type IntlShape } from 'react-intl'
import { exponentOf, type Currency } from '../../domain/money/currencies'
import { minor } from '../../domain/money/minor-units'
import { formatMoney, parseMoney } from '../../domain/money/money-text'
import { saidProblem } from '../../i18n/problem-text'

const words = defineMessages<'empty' | 'notANumber' | 'decimals' | 'tooLarge' | 'notAboveZero'>({
  empty: { id: 'payments.money.empty', defaultMessage: 'Type the amount, such as {example}.' },
  notANumber: { id: 'payments.money.notANumber', defaultMessage: 'This is not an amount. Type it as {example}.' },
  decimals: { id: 'payments.money.decimals', defaultMessage: 'The amount has more decimals than {currency} has.' },
  tooLarge: { id: 'payments.money.tooLarge', defaultMessage: 'The amount is too large.' },
  notAboveZero: { id: 'payments.money.notAboveZero', defaultMessage: 'The amount must be more than zero.' },
})

const typedShape = z.object({ text: z.string(), currency: z.string() })

function readTyped(intl: IntlShape, typed: z.infer<typeof typedShape>, context: z.RefinementCtx): number {
  const currency = typed.currency as Currency
  const parsed = parseMoney(typed.text, currency, intl.locale)
  const example = formatMoney(minor(exponentOf(currency) === 0 ? 1250 : 125050), currency, intl.locale)
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message, params: saidProblem })
    return z.NEVER
  }
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return fail(intl.formatMessage(words.empty, { example }))
    if (parsed.reason === 'not-a-number') return fail(intl.formatMessage(words.notANumber, { example }))
    if (parsed.reason === 'too-many-decimals') return fail(intl.formatMessage(words.decimals, { currency }))
    return fail(intl.formatMessage(words.tooLarge))
  }
  if (parsed.amount < 1) return fail(intl.formatMessage(words.notAboveZero))
  if (parsed.amount > 1e12) return fail(intl.formatMessage(words.tooLarge))
  return parsed.amount
}

/** An amount typed in the reader's locale ("1.234,50" in German), read into minor units; what cannot be read is told in the reader's language. */
export const typedMoneySchema = (intl: IntlShape) => typedShape.transform((typed, context) => readTyped(intl, typed, context))

/** The same, where an empty field means no amount. */
export const optionalTypedMoneySchema = (intl: IntlShape) => typedShape.transform((typed, context): number | null => (typed.text.trim() === '' ? null : readTyped(intl, typed, context)))
