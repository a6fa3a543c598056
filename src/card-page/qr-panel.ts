import { say } from './say'
import { cardAddress } from '../domain/card-address'

/**
 * QR code: a large code of the card's address (with ?src=qr, so scans are counted) to show to
 * someone across the table. Its drawing is fetched the first time it is opened. Opening it brings
 * it into view and moves focus to it, so on a phone the button never looks dead while the code is
 * drawn below the fold.
 */
export function startQrPanel(button: HTMLButtonElement, panel: HTMLElement, key: string, name: string): void {
  let drawn = false
  panel.tabIndex = -1
  const show = () => {
    panel.focus({ preventScroll: true })
    panel.scrollIntoView({ block: 'nearest' })
  }
  button.addEventListener('click', () => {
    const open = panel.hidden
    panel.hidden = !open
    button.setAttribute('aria-expanded', String(open))
    if (!open) return
    if (drawn) return show()
    drawn = true
    panel.textContent = say('qrLoading')
    show()
    import('./qr-code').then(
      ({ cardQrCode }) => {
        panel.replaceChildren(cardQrCode(cardAddress(location.origin, key, true), name))
        show()
      },
      () => {
        drawn = false
        panel.textContent = say('qrFailed')
      },
    )
  })
  button.hidden = false
}
