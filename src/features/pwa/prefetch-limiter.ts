/** At most this many payload prefetches are in flight at once, so prefetching never crowds out what the person asked for. */
export const maxPrefetchesInFlight = 4

/**
 * Runs prefetches with a cap on how many are in flight; the rest wait in order. A key that is
 * queued, running or done is not fetched again.
 */
export function createPrefetchLimiter(limit = maxPrefetchesInFlight) {
  const queue: { key: string; task: () => Promise<unknown> }[] = []
  const seen = new Set<string>()
  let inFlight = 0

  function pump() {
    while (inFlight < limit && queue.length > 0) {
      const next = queue.shift()!
      inFlight++
      void Promise.resolve()
        .then(next.task)
        .catch(() => undefined)
        .finally(() => {
          inFlight--
          pump()
        })
    }
  }

  return {
    prefetch(key: string, task: () => Promise<unknown>): void {
      if (seen.has(key)) return
      seen.add(key)
      queue.push({ key, task })
      pump()
    },
    get inFlight() {
      return inFlight
    },
    get queued() {
      return queue.length
    },
  }
}
export type PrefetchLimiter = ReturnType<typeof createPrefetchLimiter>
