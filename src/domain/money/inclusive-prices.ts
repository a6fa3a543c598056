import { dec, roundHalfAway, type Dec } from './decimal'
import { minorOf, type Minor } from './minor-units'

/**
 * Tax-inclusive prices: the client was shown each line's amount with tax in, so the document's
 * tax-inclusive total (BT-112) is exactly the sum of those amounts, and the nets and taxes are
 * worked out of it. The rule:
 *
 * 1. Each line's net (BT-131) is its inclusive amount ÷ (1 + the sum of its rates), rounded a half
 *    away from zero.
 * 2. Rounding many lines the same way could drift the nets, grossed up again, far from what was
 *    shown. So while the drift E = Σ (inclusive − net × (1 + rates)) is more than half of a line's
 *    (1 + rates), that line's net moves one minor unit toward its exact value (lines whose net was
 *    rounded furthest from it first). Afterwards |E| is at most half of (1 + the largest rates).
 * 3. The tax to share out is the inclusive total − the sum of the nets. Each rate's tax (BT-117)
 *    starts as its taxable amount (BT-116) × rate, rounded as for exclusive prices; what is left
 *    over (at most one unit for each non-zero rate, because of step 2) is added one minor unit at a
 *    time to the non-zero rates whose rounding was closest to going that way.
 *
 * So BR-CO-15 gives back the shown total exactly, and each rate's tax is within one minor unit of
 * its taxable amount × rate (BR-CO-17); a zero rate's tax stays zero.
 */

interface InclusiveLine {
  /** What the line was shown as, tax in (after its discount). */
  total: Minor
  /** The keys of its rates' groups. */
  taxes: string[]
}

interface InclusiveSplit {
  nets: Minor[]
  taxes: Map<string, Minor>
}

export function splitInclusive(lines: InclusiveLine[], percents: ReadonlyMap<string, Dec>): InclusiveSplit {
  const rows = lines.map((line) => {
    const grossUp = line.taxes.reduce((sum, key) => sum.plus(rateOf(percents, key)), dec(1))
    const exact = dec(line.total).div(grossUp)
    return { ...line, grossUp, exact, net: roundHalfAway(exact) }
  })
  const residual = (row: (typeof rows)[number]) => row.exact.minus(row.net)
  let drift = rows.reduce((sum, row) => sum.plus(dec(row.total).minus(row.net.times(row.grossUp))), dec(0))

  const furthestBelowFirst = rows.toSorted((a, b) => residual(b).cmp(residual(a)))
  for (const row of drift.gt(dec(0)) ? furthestBelowFirst : furthestBelowFirst.toReversed()) {
    const half = row.grossUp.div(dec(2))
    if (drift.gt(dec(0)) && residual(row).gt(dec(0)) && drift.gt(half)) {
      row.net = row.net.plus(dec(1))
      drift = drift.minus(row.grossUp)
    } else if (drift.lt(dec(0)) && residual(row).lt(dec(0)) && drift.lt(half.neg())) {
      row.net = row.net.minus(dec(1))
      drift = drift.plus(row.grossUp)
    }
  }

  const taxable = new Map<string, Dec>()
  for (const row of rows) for (const key of row.taxes) taxable.set(key, (taxable.get(key) ?? dec(0)).plus(row.net))
  const groups = [...taxable].map(([key, amount]) => {
    const exact = amount.times(rateOf(percents, key))
    return { key, exact, tax: roundHalfAway(exact) }
  })

  const shown = rows.reduce((sum, row) => sum.plus(dec(row.total)), dec(0))
  let left = groups.reduce((rest, group) => rest.minus(group.tax), rows.reduce((rest, row) => rest.minus(row.net), shown))
  const adjustable = groups
    .filter((group) => rateOf(percents, group.key).gt(dec(0)))
    .sort((a, b) => a.exact.minus(a.tax).cmp(b.exact.minus(b.tax)))
  if (left.gt(dec(0))) adjustable.reverse()
  // Step 2 bounds what is left by the number of non-zero rates: one pass, one unit to each at most.
  for (const group of adjustable) {
    if (left.eq(dec(0))) break
    const step = left.gt(dec(0)) ? 1 : -1
    group.tax = group.tax.plus(dec(step))
    left = left.minus(dec(step))
  }
  if (!left.eq(dec(0))) throw new RangeError(`Tax left over after sharing it out: ${left.toString()}`)

  return {
    nets: rows.map((row) => minorOf(row.net)),
    taxes: new Map(groups.map((group) => [group.key, minorOf(group.tax)])),
  }
}

// A percent as a fraction: "19" → 0.19.
function rateOf(percents: ReadonlyMap<string, Dec>, key: string): Dec {
  const percent = percents.get(key)
  if (percent === undefined) throw new RangeError(`No rate for ${key}`)
  return percent.div(dec(100))
}
