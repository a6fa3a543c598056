import { cardAddress } from '../domain/card-address'

/**
 * QR code: a large code of the card's address (with ?src=qr, so scans are counted) to show to
 * someone across the table. Its drawing is fetched the first time it is opened.
 */
export function startQrPanel(button: HTMLButtonElement, panel: HTMLElement, key: string, name: string): void {
  let drawn = false
  button.addEventListener('click', () => {
    const open = panel.hidden
    panel.hidden = !open
    button.setAttribute('aria-expanded', String(open))
    if (!open || drawn) return
    drawn = true
    panel.textContent = 'Loading the QR code…'
    import('./qr-code').then(
      ({ cardQrCode }) => panel.replaceChildren(cardQrCode(cardAddress(location.origin, key, true), name)),
      () => {
        drawn = false
        panel.textContent = 'The QR code could not be loaded. Check the connection and try again.'
      },
    )
  })
  button.hidden = false
}
