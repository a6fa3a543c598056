/** The event Chromium-based browsers fire when the site can be installed (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type Listener = () => void

/**
 * Keeps the browser's install prompt from the moment it fires (often before any screen that
 * offers installing is shown) until the visitor uses it.
 */
export function createInstallPromptStore(target: Pick<Window, 'addEventListener'> = window, early: Event | null = null) {
  // An offer that came before this store (a page's first script kept it) is as good as one that comes after.
  let deferred = early as InstallPromptEvent | null
  let installed = false
  const listeners = new Set<Listener>()
  const notify = () => listeners.forEach((listener) => listener())

  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser shows its own mini bar at a moment the app does not choose.
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    canPrompt: () => deferred !== null,
    installed: () => installed,
    /** Shows the browser's install dialog; the prompt can be used once. */
    async prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      const event = deferred
      if (!event) return 'unavailable'
      deferred = null
      notify()
      await event.prompt()
      const { outcome } = await event.userChoice
      return outcome
    },
  }
}
export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>

let shared: InstallPromptStore | null = null
/** The app's one store, created when the app starts so no early prompt is missed. */
export function installPromptStore(): InstallPromptStore {
  shared ??= createInstallPromptStore()
  return shared
}

/** Safari on iPhone and iPad has no install prompt: people add the site from the Share menu. */
export function needsIosInstructions(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>, standalone: boolean): boolean {
  if (standalone) return false
  const iOS = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(nav.userAgent)
  return iOS && !otherBrowser
}

export function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}
