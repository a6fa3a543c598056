/**
 * The card page's entry. The card is on screen before any script runs (the server drew it), so the
 * code that makes its parts work (take-over.ts) is fetched once the page has loaded, photo
 * included: it never competes with what the visitor sees first, and the page's head names one
 * small script instead of a row of them.
 */
// The browser may offer installing before the page has loaded: the offer is kept for the page's
// install button, which the code fetched at load wires up.
let installPrompt: Event | null = null
const keepInstallPrompt = (event: Event) => {
  event.preventDefault()
  installPrompt = event
}
window.addEventListener('beforeinstallprompt', keepInstallPrompt)

const takeOver = () =>
  void import('./take-over').then(({ takeOver }) => {
    window.removeEventListener('beforeinstallprompt', keepInstallPrompt)
    takeOver(installPrompt)
  })
if (document.readyState === 'complete') takeOver()
else window.addEventListener('load', takeOver, { once: true })
