/** How long a reload of the same path is refused after one (spec §4, §9). */
export const reloadGuardMs = 10_000
const storageKey = 'marque:last-reload'

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Refuses a second automatic reload of the same path within 10 s, so a broken deploy that keeps
 * announcing a newer build can never put the page in a reload loop. The last reload is kept in
 * sessionStorage because the reload itself wipes the page's memory.
 */
export function createReloadGuard(storage: GuardStorage, now: () => number = Date.now) {
  function last(): { path: string; at: number } | null {
    try {
      const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as unknown
      if (value && typeof value === 'object' && 'path' in value && 'at' in value) {
        const { path, at } = value as { path: unknown; at: unknown }
        if (typeof path === 'string' && typeof at === 'number') return { path, at }
      }
    } catch {
      // An unreadable entry is as good as none.
    }
    return null
  }

  return {
    mayReload(path: string): boolean {
      const previous = last()
      return !previous || previous.path !== path || now() - previous.at >= reloadGuardMs
    },
    recordReload(path: string): void {
      try {
        storage.setItem(storageKey, JSON.stringify({ path, at: now() }))
      } catch {
        // Storage can be full or blocked; the reload still happens once.
      }
    },
  }
}
export type ReloadGuard = ReturnType<typeof createReloadGuard>
