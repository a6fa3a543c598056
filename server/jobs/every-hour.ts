/** How long a sweep waits after the server starts, and then between sweeps. */
const firstAfterMs = 60 * 1000
export const hourMs = 60 * 60 * 1000

/**
 * Queues a sweep a minute after the server starts and every hour after: whichever process takes
 * the job runs it, so many processes queue many harmless repeats. Answers what stops it.
 */
export function queueEveryHour(send: () => Promise<unknown>): () => void {
  const queue = () => void send().catch(() => undefined)
  const first = setTimeout(queue, firstAfterMs).unref()
  const every = setInterval(queue, hourMs).unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
