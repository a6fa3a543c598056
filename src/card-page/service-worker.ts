/**
 * Registers the site's service worker, which keeps every card page visited for offline use
 * (sw/sw.ts). On a first visit the page and its pictures arrived before the worker ran: once it
 * takes the page, it is asked to keep them.
 */
export function startServiceWorker(images: string[]): void {
  if (!('serviceWorker' in navigator)) return
  const worker = navigator.serviceWorker
  if (!worker.controller) {
    worker.addEventListener(
      'controllerchange',
      () => worker.controller?.postMessage({ type: 'KEEP_CARD_PAGE', url: location.pathname, images }),
      { once: true },
    )
  }
  // After the page has loaded: the worker's first install fetches the whole build for offline use,
  // which must not compete with the card's own photo.
  const register = () => worker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('The service worker could not be registered', error))
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
