/** Says plainly when the device is offline, so a page kept from earlier is not mistaken for today's. */
export function startOfflineBanner(banner: HTMLElement): void {
  const update = () => {
    banner.textContent = navigator.onLine ? '' : 'You are offline. What you see was saved earlier and may be out of date.'
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
}
