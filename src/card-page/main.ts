/**
 * The card page's entry. The card is on screen before any script runs (the server drew it), so the
 * code that makes its parts work (take-over.ts) is fetched once the page has loaded, photo
 * included, and the frame that shows it has been painted: it never competes with what the visitor
 * sees first, and the page's head names one small script instead of a row of them.
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
// The frame after load is painted first (the photo drawn), then the work starts.
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(takeOver, 0))
if (document.readyState === 'complete') afterNextPaint()
else window.addEventListener('load', afterNextPaint, { once: true })
