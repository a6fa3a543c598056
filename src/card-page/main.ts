/**
 * The card page's entry. The card is on screen before any script runs (the server drew it), and
 * this file is fetched only after that: the page's one inline script (server/modules/pages/card-start.ts)
 * adds it once the page has loaded, photo included, and the frame that shows it has been painted.
 * Nothing of the card page's code competes with what the visitor sees first.
 */
import { takeOver } from './take-over'

/** Set by the page's start script: stops it keeping the browser's offer to install, and hands over the one that came, if any. */
type StartedPage = { marqueCardStart?: () => Event | null }

takeOver(() => (window as StartedPage).marqueCardStart?.() ?? null)
