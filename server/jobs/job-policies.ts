/** How a kind of job is retried, as pg-boss keeps it on the kind's queue. */
export type QueuePolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }

/**
 * A failed try waits `retryDelay` seconds, doubling each time (pg-boss adds jitter), so an SMTP
 * server that is down for minutes or hours still gets every mail: 5 s, 10 s, 20 s … the 14th and
 * last try comes about 11 hours after the first.
 */
export const mailPolicy: QueuePolicy = { retryLimit: 13, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 }

/** Files removed from a disk (or a store) that refuses now are tried again after 1 min, 2 min, 4 min. */
export const fileRemovalPolicy: QueuePolicy = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 }

/** Each kind's queue as the database holds it: its name and the policy it was made with. */
export type QueueRow = { name: string } & Partial<QueuePolicy>

/**
 * Each kind whose queue is missing, and each whose queue has another policy than its own (one
 * made by an earlier version keeps its old one unless told).
 */
export function queuesToSet(existing: QueueRow[], policies: Record<string, QueuePolicy>): { missing: string[]; changed: string[] } {
  const byName = new Map(existing.map((queue) => [queue.name, queue]))
  const names = Object.keys(policies)
  const missing = names.filter((name) => !byName.has(name))
  const changed = names.filter((name) => {
    const queue = byName.get(name)
    const policy = policies[name]!
    return queue !== undefined && (Object.keys(policy) as (keyof QueuePolicy)[]).some((key) => queue[key] !== policy[key])
  })
  return { missing, changed }
}
