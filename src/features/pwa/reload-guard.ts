/** How long a reload of the same path is refused after one, so a build that keeps announcing itself cannot loop the page. */
export const reloadGuardMs = 10_000
const storageKey = 'marque:recent-reloads'

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>
type RecentReloads = Record<string, number>

/**
 * Refuses a second automatic reload of the same path within 10 s, so a broken deploy that keeps
 * announcing a newer build can never put the page in a reload loop. Recent reloads are kept in
 * sessionStorage because the reload itself wipes the page's memory.
 */
export function createReloadGuard(storage: GuardStorage, now: () => number = Date.now) {
  function recent(): RecentReloads {
    try {
      const value = JSON.parse(storage.getItem(storageKey) ?? '{}') as unknown
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      const cutoff = now() - reloadGuardMs
      return Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > cutoff),
      )
    } catch {
      // An unreadable entry is as good as none.
      return {}
    }
  }

  return {
    mayReload(path: string): boolean {
      return recent()[path] === undefined
    },
    recordReload(path: string): void {
      try {
        storage.setItem(storageKey, JSON.stringify({ ...recent(), [path]: now() }))
      } catch {
        // Storage can be full or blocked; the reload still happens once.
      }
    },
  }
}
export type ReloadGuard = ReturnType<typeof createReloadGuard>
