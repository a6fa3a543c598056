import { exponentOf, type Currency } from './currencies'
import { minor, type Minor } from './minor-units'

/**
 * Money as people read and type it, in the app's formatting locales (en-GB, de-DE, ar). The
 * amount never passes through a float: it is written as a decimal string for Intl.NumberFormat,
 * which formats such a string exactly, and read back digit by digit.
 */

const formatters = new Map<string, Intl.NumberFormat>()

function formatterOf(currency: Currency, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`
  const known = formatters.get(key)
  if (known) return known
  // The ISO exponent, not the locale data's default (CLDR gives a few currencies other digits).
  const digits = exponentOf(currency)
  const made = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
  formatters.set(key, made)
  return made
}

/** 123450 EUR → "€1,234.50" (en-GB), "1.234,50 €" (de-DE); 1234 JPY → "JP¥1,234" (en-GB). */
export function formatMoney(amount: Minor, currency: Currency, locale: string): string {
  const exponent = exponentOf(currency)
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const decimal = exponent === 0 ? whole : `${whole}.${digits.slice(digits.length - exponent)}`
  return formatterOf(currency, locale).format(`${amount < 0 ? '-' : ''}${decimal}` as Intl.StringNumericLiteral)
}

/** Why typed text is not an amount: the form shows the message of that name. */
export type MoneyTextProblem = 'empty' | 'not-a-number' | 'too-many-decimals' | 'too-large'

export type ParsedMoney = { ok: true; amount: Minor } | { ok: false; reason: MoneyTextProblem }

// Arabic-Indic and Eastern Arabic-Indic digits, which ar may be written with, read as 0–9.
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g
// Direction marks ar puts around a number and its sign, and every kind of space (no-break, narrow).
const marksAndSpaces = /[\u200e\u200f\u061c\s]/g

/**
 * What a person typed, in the locale's way of writing numbers: "1.234,50" in de-DE → 123450 for
 * EUR. The currency's symbol or code may be there or not; grouping may be left out but, when
 * used, groups three digits. More decimals than the currency has is refused, never rounded.
 */
export function parseMoney(text: string, currency: Currency, locale: string): ParsedMoney {
  // The locale's separators from a plain number (a currency without decimals would show no
  // decimal separator), the symbol from the currency's own formatter.
  const partOf = (formatter: Intl.NumberFormat, type: string) => formatter.formatToParts(-1234.5).find((part) => part.type === type)?.value ?? ''
  const plain = new Intl.NumberFormat(locale)
  const group = partOf(plain, 'group')
  const decimal = partOf(plain, 'decimal')
  const symbol = partOf(formatterOf(currency, locale), 'currency')

  let cleaned = text
    .replace(arabicDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replaceAll('\u066b', decimal)
    .replaceAll('\u066c', group)
    .replace(marksAndSpaces, '')
    .replaceAll('\u2212', '-')
  if (symbol) cleaned = cleaned.replaceAll(symbol, '')
  cleaned = cleaned.replace(new RegExp(currency, 'gi'), '')
  if (cleaned === '') return { ok: false, reason: 'empty' }

  const number = new RegExp(`^(-?)(\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)?(?:${escape(decimal)}(\\d+))?$`).exec(cleaned)
  if (!number || (number[2] === undefined && number[3] === undefined)) return { ok: false, reason: 'not-a-number' }
  const [, sign, whole = '0', fraction = ''] = number
  const exponent = exponentOf(currency)
  if (fraction.length > exponent) return { ok: false, reason: 'too-many-decimals' }

  const units = Number(`${whole.replaceAll(group, '')}${fraction.padEnd(exponent, '0')}`)
  if (!Number.isSafeInteger(units)) return { ok: false, reason: 'too-large' }
  return { ok: true, amount: minor(sign && units !== 0 ? -units : units) }
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
