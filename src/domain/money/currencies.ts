import { z } from 'zod'

/**
 * ISO 4217 list one: every active currency with its minor unit (the exponent), how many decimal
 * places its amounts have. Most have two; written out here are the ones that do not. The funds
 * and units without a minor unit (gold, silver, the SDR, the test code XTS, …) are left out: no
 * document is priced in them.
 */
const exponentsOtherThanTwo = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
} as const

const withTwoDecimals = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD', 'BND', 'BOB', 'BOV',
  'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHE', 'CHF', 'CHW', 'CNY', 'COP', 'COU', 'CRC', 'CUP', 'CVE',
  'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD',
  'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IRR', 'JMD', 'KES', 'KGS', 'KHR', 'KPW', 'KYD', 'KZT', 'LAK', 'LBP',
  'LKR', 'LRD', 'LSL', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MXV', 'MYR',
  'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD', 'RUB',
  'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS',
  'TMT', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'USD', 'USN', 'UYU', 'UZS', 'VED', 'VES', 'WST', 'XCD', 'XCG', 'YER',
  'ZAR', 'ZMW', 'ZWG',
] as const

type Exponent = 0 | 2 | 3 | 4

const exponents: Readonly<Record<Currency, Exponent>> = {
  ...(Object.fromEntries(withTwoDecimals.map((code) => [code, 2])) as Record<(typeof withTwoDecimals)[number], 2>),
  ...exponentsOtherThanTwo,
}

const codes = Object.keys(exponents) as [Currency, ...Currency[]]

/** A document's currency: an ISO 4217 code of list one, in capitals. */
export const currencySchema = z.enum(codes)

export type Currency = (typeof withTwoDecimals)[number] | keyof typeof exponentsOtherThanTwo

/** How many decimal places the currency's amounts have: its minor unit is 10^-exponent of the unit. */
export function exponentOf(currency: Currency): Exponent {
  return exponents[currency]
}
