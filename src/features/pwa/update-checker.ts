import { currentBuild, fetchDeployedBuild, isNewerBuild, type BuildInfo } from './build-info'
import type { ReloadGuard } from './reload-guard'

export const buildCheckIntervalMs = 5 * 60_000
export const firstCheckDelayMs = 1_000

type UpdateCheckerOptions = {
  guard: ReloadGuard
  /** Asks the browser to fetch the new worker; resolves when it has looked. */
  updateWorker: () => Promise<void>
  /** Where the newer worker is: installed and waiting, still installing, or none (no worker support). */
  workerState: () => 'waiting' | 'installing' | 'none'
  /** Tells the waiting worker to take over now, while the page is idle. */
  activateWorker: () => void
  /** Activates the waiting worker, then loads `href` from it. */
  activateWorkerAndGo: (href: string) => void
  /** A plain full page load of `href`. */
  go: (href: string) => void
  fetchBuild?: () => Promise<BuildInfo | null>
  current?: BuildInfo
  /** Told when a newer build is found. */
  onNewerBuild?: (build: BuildInfo) => void
}

/**
 * Finds out that a newer build has been deployed and, on the next navigation, loads the new
 * build instead of carrying on with the old one. Checks run 1 s after the browser is first idle,
 * then every 5 minutes and whenever the tab comes back into view.
 */
export function createUpdateChecker(options: UpdateCheckerOptions) {
  const current = options.current ?? currentBuild
  const fetchBuild = options.fetchBuild ?? (() => fetchDeployedBuild())
  let newerBuild: BuildInfo | null = null
  let checking: Promise<void> | null = null

  async function check(): Promise<void> {
    checking ??= (async () => {
      const deployed = await fetchBuild()
      if (deployed && isNewerBuild(current, deployed)) {
        newerBuild = deployed
        await options.updateWorker().catch(() => undefined)
        options.onNewerBuild?.(deployed)
        workerReady()
      }
    })().finally(() => {
      checking = null
    })
    return checking
  }

  /**
   * Called when a newer worker has installed. Once a newer build is known it takes over at once,
   * while the page is idle: Chromium holds back a worker told to take over while the page has
   * requests in flight, which a click that navigates always has, until the page is gone.
   */
  function workerReady(): void {
    if (newerBuild && options.workerState() === 'waiting') options.activateWorker()
  }

  /**
   * Called before the app moves to another address. Returns true when it has taken over the
   * navigation with a full load of the newer build.
   */
  function beforeNavigate(to: { pathname: string; href: string }): boolean {
    if (!newerBuild || !options.guard.mayReload(to.pathname)) return false
    // Reloading before the new worker is ready would only load the old build again.
    const worker = options.workerState()
    if (worker === 'installing') return false
    options.guard.recordReload(to.pathname)
    if (worker === 'waiting') options.activateWorkerAndGo(to.href)
    else options.go(to.href)
    return true
  }

  return {
    check,
    workerReady,
    beforeNavigate,
    get newerBuild() {
      return newerBuild
    },
  }
}
