import Big from 'big.js'

/**
 * Exact decimal arithmetic for money: quantity × price, percentages, tax. big.js rather than
 * decimal.js because it is a sixth of the size in the browser bundle and does all we need:
 * exact +, −, ×, division to a fixed number of places, and a choice of rounding mode.
 *
 * A constructor of our own, so no other code's settings touch it: strict (a JavaScript number is
 * refused, values come in as strings, and a result that is not exactly a number is refused on the
 * way out) and half away from zero (ROUND_HALF_UP in big.js's words: 2.5 → 3, −2.5 → −3).
 */
const Decimal = Big()
Decimal.strict = true
Decimal.RM = Big.roundHalfUp
// Only for the two divisions in this folder (net from an inclusive amount, cash steps): both are an
// integer over a divisor well under 10^16, whose distance from a half, when not exactly a half, is
// far above 10^-20, so rounding the 20-place quotient gives the exact rational's rounding.
Decimal.DP = 20

export type Dec = Big.Big

/** A decimal from a safe integer (minor units) or a decimal string (quantity, percent). */
export function dec(value: number | string): Dec {
  return new Decimal(String(value))
}

/** Rounded to a whole number, a half away from zero. */
export function roundHalfAway(value: Dec): Dec {
  return value.round(0, Big.roundHalfUp)
}
