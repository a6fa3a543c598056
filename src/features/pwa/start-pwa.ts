import { Workbox } from 'workbox-window'
import type { AnyRouter } from '@tanstack/react-router'
import { currentBuild } from './build-info'
import { installPromptStore } from './install-prompt'
import { startLinkPrefetch } from './link-prefetch'
import { createReloadGuard } from './reload-guard'
import { buildCheckIntervalMs, createUpdateChecker, firstCheckDelayMs } from './update-checker'

/**
 * Registers the service worker and wires the newer-build check into the router: when a newer
 * build exists, the next navigation is a full load into it.
 */
export function startPwa(router: AnyRouter): void {
  // Which build a page runs, readable by support staff (and tests) in the page's markup.
  document.documentElement.dataset.build = currentBuild.id
  installPromptStore()
  startLinkPrefetch(router)
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  let registration: ServiceWorkerRegistration | undefined
  workbox.register().then(
    (registered) => {
      registration = registered
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  )

  const checker = createUpdateChecker({
    guard: createReloadGuard(window.sessionStorage),
    updateWorker: async () => {
      await workbox.update()
    },
    workerState: () => (registration?.waiting ? 'waiting' : registration?.installing ? 'installing' : 'none'),
    activateWorker: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    activateWorkerAndGo: (href) => {
      // The page loads the address once the new worker is active, so it gets the new build. If the
      // switch is not announced in time, load anyway: whichever worker is active answers it.
      const next = registration?.waiting
      let gone = false
      const go = () => {
        if (gone) return
        gone = true
        window.location.assign(href)
      }
      next?.addEventListener('statechange', () => {
        if (next.state === 'activated' || next.state === 'redundant') go()
      })
      window.setTimeout(go, 3_000)
      next?.postMessage({ type: 'SKIP_WAITING' })
    },
    go: (href) => window.location.assign(href),
    onNewerBuild: (build) => {
      document.documentElement.dataset.newerBuild = build.id
    },
  })

  // A newer worker found by the browser on its own (at registration, or on a later check).
  workbox.addEventListener('waiting', () => checker.workerReady())

  router.subscribe('onBeforeNavigate', ({ toLocation, fromLocation }) => {
    if (!fromLocation || toLocation.href === fromLocation.href) return
    checker.beforeNavigate({ pathname: toLocation.pathname, href: toLocation.href })
  })

  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : window.setTimeout(run, 0)
  whenIdle(() => window.setTimeout(() => void checker.check(), firstCheckDelayMs))
  window.setInterval(() => void checker.check(), buildCheckIntervalMs)
  window.addEventListener('focus', () => void checker.check())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checker.check()
  })
}
