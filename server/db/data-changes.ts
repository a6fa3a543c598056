import { sql } from 'drizzle-orm'
import type { Database, Transaction } from './client'
import type { DatabaseListener } from './database-listener'

const channel = 'marque_changes'

/** What changed: a site (its brand, hosts, landing; null: any site) or the cards of a brand. */
export type DataChange = { kind: 'site'; siteId: string | null } | { kind: 'cards'; brandId: string }

const payloadOf = (change: DataChange) => (change.kind === 'site' ? `site:${change.siteId ?? '*'}` : `cards:${change.brandId}`)

function changeOf(payload: string | null): DataChange | null {
  const [kind, id] = (payload ?? '').split(':')
  if (kind === 'site' && id) return { kind: 'site', siteId: id === '*' ? null : id }
  if (kind === 'cards' && id) return { kind: 'cards', brandId: id }
  return null
}

/**
 * Tells every process (this one included) that cached copies of this data are stale, through the
 * database's NOTIFY. Through a transaction it is delivered when the transaction commits, so no
 * process reads the data again before the change is there to read.
 */
export async function announceChange(executor: Database | Transaction, change: DataChange): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payloadOf(change)})`)
}

/**
 * Drops this process's cached copies when any process announces a change; after a dropped
 * connection, when changes may have been missed, every copy.
 */
export function followDataChanges(listener: DatabaseListener, caches: { changed(change: DataChange): void; missed(): void }): void {
  listener.follow(channel, {
    message(payload) {
      const change = changeOf(payload)
      if (change) caches.changed(change)
      else caches.missed()
    },
    missed: () => caches.missed(),
  })
}
