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
    activateWorkerAndGo: (href) => {
      // The page loads the address once the new worker controls it, so it gets the new build. If
      // the switch is not announced in time, load anyway: the activated worker answers it.
      let gone = false
      const go = () => {
        if (gone) return
        gone = true
        window.location.assign(href)
      }
      navigator.serviceWorker.addEventListener('controllerchange', go, { once: true })
      window.setTimeout(go, 3_000)
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' })
    },
    go: (href) => window.location.assign(href),
    onNewerBuild: (build) => {
      document.documentElement.dataset.newerBuild = build.id
    },
  })

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
