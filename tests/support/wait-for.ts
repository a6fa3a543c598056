/**
 * Asks `check` every quarter second until it answers something, and answers that; fails naming
 * `what` once `timeoutMs` has passed (for waits on the job queue, whose retries take real seconds).
 */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await check()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
