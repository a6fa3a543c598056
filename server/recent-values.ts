/**
 * Values worked out from a text key, kept while few keys are in use: the policy of a set of
 * hashes, a brand's colour tokens, a style's hash. Past `limit` keys all are dropped at once and
 * worked out again as they are met, so keys nobody uses any more (old versions of pages and
 * brands) do not pile up.
 */
export function recentValues<V>(limit: number): (key: string, compute: () => V) => V {
  const values = new Map<string, V>()
  return (key, compute) => {
    let value = values.get(key)
    if (value === undefined) {
      if (values.size >= limit) values.clear()
      value = compute()
      values.set(key, value)
    }
    return value
  }
}
