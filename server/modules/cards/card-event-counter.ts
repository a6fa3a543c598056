import type { CardEvent, CardSource } from '../../../src/domain/card-events'
import type { CardEventCount } from './card-repository'

/** Counts are written at least this often, and once more when the server stops. */
export const cardEventFlushMs = 1000

type Log = { warn(obj: object, msg: string): void }

/**
 * Card views, QR scans and contact saves, added up in memory and written in one statement per
 * flush: a row written per request held the hot card routes to the database's write speed. A
 * crash loses at most the counts of the last `cardEventFlushMs` (docs/server.md); a lead or an
 * edit is written before its answer, never here.
 */
export function createCardEventCounter(cards: { addEventCounts(counts: CardEventCount[]): Promise<void> }, log: Log) {
  let pending = new Map<string, CardEventCount>()
  let writing: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | null = null

  function add(count: CardEventCount) {
    const key = `${count.cardId} ${count.day} ${count.event} ${count.source} ${count.target}`
    const current = pending.get(key)
    if (current) current.count += count.count
    else pending.set(key, { ...count })
  }

  async function write(): Promise<void> {
    if (pending.size === 0) return
    const counts = [...pending.values()]
    pending = new Map()
    try {
      await cards.addEventCounts(counts)
    } catch (error) {
      // Kept for the next flush: a database that is briefly away loses no count.
      for (const count of counts) add(count)
      log.warn({ err: error, counts: counts.length }, 'card figures could not be written; they are tried again at the next flush')
    }
  }

  /** Writes what is counted so far; flushes run one after another, never side by side. */
  function flush(): Promise<void> {
    writing = writing.then(write)
    return writing
  }

  return {
    /**
     * Counts these events of a card on today's row (UTC), written at the next flush: from a source
     * (the `?src=` marker, '' for none) and to a target (the link tapped, '' for the others).
     */
    count(cardId: string, events: CardEvent[], from: { source?: CardSource; target?: string } = {}): void {
      const day = new Date().toISOString().slice(0, 10)
      for (const event of events) add({ cardId, day, event, source: from.source ?? '', target: from.target ?? '', count: 1 })
    },

    flush,

    start(): void {
      timer ??= setInterval(() => void flush(), cardEventFlushMs)
      timer.unref()
    },

    /** Stops the timer and writes the last counts: call it before the database closes. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = null
      await flush()
    },
  }
}
export type CardEventCounter = ReturnType<typeof createCardEventCounter>
