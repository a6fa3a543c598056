import { say } from './say'

/** Says plainly when the device is offline, so a page kept from earlier is not mistaken for today's. */
export function startOfflineBanner(banner: HTMLElement): void {
  const update = () => {
    banner.textContent = navigator.onLine ? '' : say('offlineBanner')
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
}
