import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencySchema, exponentOf, type Currency } from '../../../src/domain/money/currencies'
import { minor } from '../../../src/domain/money/minor-units'
import { formatMoney, parseMoney, type ParsedMoney } from '../../../src/domain/money/money-text'

const nbsp = '\u00a0'
const rlm = '\u200f'

describe('formatMoney', () => {
  it.each([
    [123450, 'EUR', 'en-GB', '€1,234.50'],
    [123450, 'EUR', 'de-DE', `1.234,50${nbsp}€`],
    [123450, 'EUR', 'ar', `${rlm}1,234.50${nbsp}€`],
    [1234, 'JPY', 'en-GB', 'JP¥1,234'],
    [1234, 'JPY', 'de-DE', `1.234${nbsp}¥`],
    [1234, 'JPY', 'ar', `${rlm}1,234${nbsp}JP¥`],
    [1234500, 'KWD', 'en-GB', `KWD${nbsp}1,234.500`],
    [1234500, 'KWD', 'de-DE', `1.234,500${nbsp}KWD`],
    [1234500, 'KWD', 'ar', `${rlm}1,234.500${nbsp}د.ك.${rlm}`],
    [-5, 'EUR', 'en-GB', '-€0.05'],
    [7, 'KWD', 'de-DE', `0,007${nbsp}KWD`],
    [Number.MAX_SAFE_INTEGER, 'EUR', 'en-GB', '€90,071,992,547,409.91'],
  ] as const)('writes %i %s in %s as %s', (amount, currency, locale, text) => {
    expect(formatMoney(minor(amount), currency, locale)).toBe(text)
  })
})

describe('parseMoney', () => {
  const amount = (value: number): ParsedMoney => ({ ok: true, amount: minor(value) })
  const problem = (reason: string): ParsedMoney => ({ ok: false, reason } as ParsedMoney)

  it.each([
    ['1.234,50', 'EUR', 'de-DE', amount(123450)],
    ['1234,5', 'EUR', 'de-DE', amount(123450)],
    ['1.234,50 €', 'EUR', 'de-DE', amount(123450)],
    ['€1,234.50', 'EUR', 'en-GB', amount(123450)],
    ['EUR 12', 'EUR', 'en-GB', amount(1200)],
    [' -0.05 ', 'EUR', 'en-GB', amount(-5)],
    [',5', 'EUR', 'de-DE', amount(50)],
    ['١٬٢٣٤٫٥٠', 'EUR', 'ar', amount(123450)],
    ['1,234', 'JPY', 'en-GB', amount(1234)],
    ['12,345', 'KWD', 'de-DE', amount(12345)],
    ['1,5', 'JPY', 'de-DE', problem('too-many-decimals')],
    ['12.3456', 'KWD', 'en-GB', problem('too-many-decimals')],
    ['0.001', 'EUR', 'en-GB', problem('too-many-decimals')],
    ['', 'EUR', 'en-GB', problem('empty')],
    [' € ', 'EUR', 'en-GB', problem('empty')],
    ['abc', 'EUR', 'en-GB', problem('not-a-number')],
    ['1,23,4', 'EUR', 'en-GB', problem('not-a-number')],
    ['1.2.3', 'EUR', 'en-GB', problem('not-a-number')],
    ['1234.50', 'EUR', 'de-DE', problem('not-a-number')],
    ['99999999999999999', 'EUR', 'en-GB', problem('too-large')],
  ] as const)('reads %j as %s in %s', (text, currency, locale, parsed) => {
    expect(parseMoney(text, currency, locale)).toEqual(parsed)
  })

  it('reads back every amount it writes, in every formatting locale', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.maxSafeNat()),
        fc.constantFrom<Currency>('EUR', 'JPY', 'KWD', 'CHF', 'IQD', 'CLF'),
        fc.constantFrom('en-GB', 'de-DE', 'ar'),
        (value, currency, locale) => {
          expect(parseMoney(formatMoney(minor(value), currency, locale), currency, locale)).toEqual(amount(value))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('currencies', () => {
  it('knows ISO 4217’s exponents', () => {
    expect(['JPY', 'EUR', 'KWD', 'CLF', 'CHF', 'ISK', 'BHD', 'XOF'].map((code) => exponentOf(currencySchema.parse(code)))).toEqual([0, 2, 3, 4, 2, 0, 3, 0])
    expect(currencySchema.options.length).toBeGreaterThan(150)
  })
})
