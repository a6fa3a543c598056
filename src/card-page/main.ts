/**
 * The card page's entry. The card is on screen before any script runs (the server drew it), so the
 * code that makes its parts work (take-over.ts) is fetched once the page has loaded, photo
 * included: it never competes with what the visitor sees first, and the page's head names one
 * small script instead of a row of them.
 */
const takeOver = () => void import('./take-over')
if (document.readyState === 'complete') takeOver()
else window.addEventListener('load', takeOver, { once: true })
