import { z } from 'zod'
import { documentLineSchema, documentUpdateSchema, type InvoiceDocument } from '../../domain/invoice'
import { exponentOf, type Currency } from '../../domain/money/currencies'
import { documentInputSchema } from '../../domain/money/document-input'
import { documentTotals, type DocumentTotals } from '../../domain/money/document-totals'
import { parseMoney, type MoneyTextProblem } from '../../domain/money/money-text'
import { defineMessages } from '../../i18n/define-messages'
import { saidProblem } from '../../i18n/problem-text'
import type { Say } from '../../i18n/say'

type TaxCategory = z.input<typeof documentLineSchema>['taxes'][number]['category']

/** One tax of a line as its editor holds it: the rate as typed. */
export type TaxDraft = { name: string; percent: string; category: TaxCategory }

/**
 * One line as its editor holds it: every number as the person typed it, in their locale's way
 * ("1,5" in German), so a half-typed value is never lost; `key` keeps a line's inputs with it
 * when lines are moved.
 */
export type LineDraft = { key: string; description: string; quantity: string; unit_price: string; discount_percent: string; taxes: TaxDraft[] }

/** A quote's, invoice's or credit note's fields as the editor holds them. */
export type DocumentDraft = {
  client_id: string
  currency: Currency
  prices: 'exclusive' | 'inclusive'
  issue_date: string
  due_date: string
  notes: string
  terms: string
  lines: LineDraft[]
}

const words = defineMessages({
  quantity: { id: 'invoices.draft.quantity', defaultMessage: 'must be a number above 0 and at most 1,000,000, with at most four decimals, such as 2 or 1.5' },
  percent: { id: 'invoices.draft.percent', defaultMessage: 'must be a percentage from 0 to 100, with at most three decimals' },
  moneyEmpty: { id: 'invoices.draft.moneyEmpty', defaultMessage: 'must be an amount, such as {example}' },
  moneyNotANumber: { id: 'invoices.draft.moneyNotANumber', defaultMessage: 'must be an amount written as a number, such as {example}' },
  moneyDecimals: { id: 'invoices.draft.moneyDecimals', defaultMessage: 'has more decimals than {currency} has' },
  moneyTooLarge: { id: 'invoices.draft.moneyTooLarge', defaultMessage: 'is too large' },
  client: { id: 'invoices.draft.client', defaultMessage: 'must be one of the brand’s clients: choose one, or add one under Clients' },
  defaultTax: { id: 'invoices.draft.defaultTax', defaultMessage: 'VAT' },
})

const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g
const marksAndSpaces = /[\u200e\u200f\u061c\s]/g

/** The decimal mark a locale writes: "," in German, "." otherwise (digits stay Western in the fields). */
const decimalMark = (locale: string) => (new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.')

/** A quantity or percentage as typed ("1,5", "١٫٥") → the API's decimal string ("1.5"). */
export function decimalText(text: string, locale: string): string {
  const plain = text.replace(arabicDigits, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(marksAndSpaces, '').replaceAll('\u066b', '.')
  return decimalMark(locale) === ',' ? plain.replaceAll(',', '.') : plain
}

/** The API's decimal string ("1.5") as the reader writes it ("1,5" in German). */
export const typedDecimal = (text: string, locale: string) => (decimalMark(locale) === ',' ? text.replace('.', ',') : text)

/** An amount in minor units as the reader types it, without a symbol or grouping: 123450 EUR → "1234,50" in German. */
export function typedMoney(amount: number, currency: Currency, locale: string): string {
  const exponent = exponentOf(currency)
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const text = exponent === 0 ? whole : `${whole}${decimalMark(locale)}${digits.slice(digits.length - exponent)}`
  return amount < 0 ? `-${text}` : text
}

/** The draft of a document the editor opens with. */
export function draftOf(document: InvoiceDocument, locale: string): DocumentDraft {
  return {
    client_id: document.client_id,
    currency: document.currency,
    prices: document.prices,
    issue_date: document.issue_date,
    due_date: document.due_date,
    notes: document.notes,
    terms: document.terms,
    lines: document.lines.map((line, index) => ({
      key: `line-${index}`,
      description: line.description,
      quantity: typedDecimal(line.quantity, locale),
      unit_price: typedMoney(line.unit_price, document.currency, locale),
      discount_percent: line.discount_percent ? typedDecimal(line.discount_percent, locale) : '',
      taxes: line.taxes.map((tax) => ({ ...tax, category: tax.category as TaxCategory })),
    })),
  }
}

let newLines = 0

/** A new line, with the taxes of the line before it (most documents have one rate throughout). */
export function newLine(say: Say, previous?: LineDraft): LineDraft {
  newLines += 1
  return {
    key: `new-${newLines}`,
    description: '',
    quantity: '1',
    unit_price: '',
    discount_percent: '',
    taxes: previous ? previous.taxes.map((tax) => ({ ...tax })) : [{ name: say(words.defaultTax), percent: '0', category: 'S' }],
  }
}

/** A new document's draft: today, the client's currency and terms when one is chosen. */
export function newDraft(say: Say, client: { id: string; currency: Currency; payment_terms_days: number } | undefined, today: string): DocumentDraft {
  return {
    client_id: client?.id ?? '',
    currency: client?.currency ?? 'EUR',
    prices: 'exclusive',
    issue_date: today,
    due_date: addDays(today, client?.payment_terms_days ?? 14),
    notes: '',
    terms: '',
    lines: [newLine(say)],
  }
}

/** A calendar day (YYYY-MM-DD) some days later. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const quantityPattern = /^\d{1,7}(\.\d{1,4})?$/
const percentPattern = /^\d{1,3}(\.\d{1,3})?$/
const zeroRated = new Set<TaxCategory>(['Z', 'E', 'AE', 'K', 'G', 'O'])

/** A rate typed as 0 is zero-rated; a rate above 0 is the standard category, unless the line chose another that takes one. */
function categoryOf(tax: TaxDraft, percent: string): TaxCategory {
  const zero = Number(percent) === 0
  if (zero && tax.category === 'S') return 'Z'
  if (!zero && zeroRated.has(tax.category)) return 'S'
  return tax.category
}

/** Who reads the problems: their locale, and their language's words. */
type Reader = { locale: string; say: Say }

type ParsedLine = { description: string; quantity: string; unit_price: number; discount_percent?: string; taxes: TaxDraft[] }
type LineProblem = { path: (string | number)[]; message: string }

/** A line's numbers as the API takes them, or what is wrong with each, in the reader's language. */
function parseLine(line: LineDraft, index: number, currency: Currency, reader: Reader): { line: ParsedLine | null; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const at = (...path: (string | number)[]) => ['lines', index, ...path]
  const quantity = decimalText(line.quantity, reader.locale)
  if (!quantityPattern.test(quantity) || Number(quantity) <= 0 || Number(quantity) > 1_000_000) problems.push({ path: at('quantity'), message: reader.say(words.quantity) })
  const price = parseMoney(line.unit_price, currency, reader.locale)
  if (!price.ok) problems.push({ path: at('unit_price'), message: moneyProblem(price.reason, currency, reader) })
  const discount = decimalText(line.discount_percent, reader.locale)
  if (discount !== '' && (!percentPattern.test(discount) || Number(discount) > 100)) problems.push({ path: at('discount_percent'), message: reader.say(words.percent) })
  const taxes = line.taxes.map((tax, taxIndex) => {
    const percent = decimalText(tax.percent, reader.locale)
    if (!percentPattern.test(percent) || Number(percent) > 100) problems.push({ path: at('taxes', taxIndex, 'percent'), message: reader.say(words.percent) })
    return { name: tax.name.trim(), percent, category: categoryOf(tax, percent) }
  })
  if (problems.length > 0 || !price.ok) return { line: null, problems }
  return { line: { description: line.description.trim(), quantity, unit_price: price.amount, ...(discount !== '' && { discount_percent: discount }), taxes }, problems }
}

function moneyProblem(reason: MoneyTextProblem, currency: Currency, reader: Reader): string {
  const example = typedMoney(exponentOf(currency) === 0 ? 1250 : 125050, currency, reader.locale)
  if (reason === 'empty') return reader.say(words.moneyEmpty, { example })
  if (reason === 'not-a-number') return reader.say(words.moneyNotANumber, { example })
  if (reason === 'too-many-decimals') return reader.say(words.moneyDecimals, { currency })
  return reader.say(words.moneyTooLarge)
}

/**
 * The editor's rules: each number read in the reader's locale, a problem under the field it is
 * about, in their language; then the document's own rules (src/domain/invoice.ts), so what is sent
 * is what the server takes.
 */
export function draftSchema(reader: Reader) {
  const read = z
    .custom<DocumentDraft>()
    .transform((draft, context): z.input<typeof documentUpdateSchema> => {
      if (draft.client_id === '') context.addIssue({ code: 'custom', message: reader.say(words.client), params: saidProblem, path: ['client_id'] })
      const lines = draft.lines.map((line, index) => {
        const parsed = parseLine(line, index, draft.currency, reader)
        for (const problem of parsed.problems) context.addIssue({ code: 'custom', message: problem.message, params: saidProblem, path: problem.path })
        return parsed.line
      })
      return { ...draft, lines: lines.filter((line) => line !== null) }
    })
  return read.pipe(documentUpdateSchema)
}

/**
 * The totals of what is typed, from the one calculator: the lines whose numbers can be read
 * count; null until one can, or while the document breaks a rule of the calculator (one tax with
 * two names).
 */
export function liveTotals(draft: DocumentDraft, locale: string): DocumentTotals | null {
  const lines = draft.lines.flatMap((line, index) => {
    const parsed = parseLine(line, index, draft.currency, { locale, say: () => '' }).line
    if (!parsed) return []
    const { description: _description, ...amounts } = parsed
    return [amounts]
  })
  if (lines.length === 0) return null
  const input = documentInputSchema.safeParse({ currency: draft.currency, prices: draft.prices, lines })
  return input.success ? documentTotals(input.data) : null
}
