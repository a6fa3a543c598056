import { dec, roundHalfAway, type Dec } from './decimal'

declare const minorUnits: unique symbol

/**
 * An amount in the currency's minor unit (cents for EUR, yen for JPY, fils for KWD): a safe
 * integer, never a fraction. Only `minor` makes one, so a float from anywhere else does not
 * type-check where money is expected.
 */
export type Minor = number & { readonly [minorUnits]: true }

/** The amount, checked: a safe integer or a RangeError. */
export function minor(amount: number): Minor {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole amount of minor units: ${amount}`)
  // Adding 0 turns −0 (big.js keeps the sign of a zero, as in −1 + 1) into 0.
  return (amount + 0) as Minor
}

/** An exact decimal of minor units, rounded a half away from zero. */
export function minorOf(value: Dec): Minor {
  const whole = roundHalfAway(value)
  if (whole.abs().gt(dec(Number.MAX_SAFE_INTEGER))) throw new RangeError(`Too large for minor units: ${whole.toString()}`)
  return minor(whole.toNumber())
}
