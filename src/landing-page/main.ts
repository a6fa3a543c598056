import { hasSessionCookies } from '../domain/session-cookies'
import '../rich-text/rich-text.css'
import { startInstallOffer } from '../features/pwa/install-offer-element'
import './landing-page.css'
import '../content-blocks/content-blocks.css'
import { startMenu } from './menu'

/**
 * The only script of the home page and of the site's content pages (landing.html). The server drew
 * the page; this makes its few moving parts work and never draws it again. Its stylesheets are the server's to inline (landing-page.ts).
 */

const reloadedAtKey = 'marque:landing-reloaded-at'

/**
 * A signed-in person gets the app at "/" from the server. A landing on screen while signed in came
 * from before signing in (the back button, another tab): loading "/" again gets the app. At most
 * once in 10 s, so a cache that ignores the session cookie cannot make the page reload for ever.
 */
function loadAppWhenSignedIn(): boolean {
  // A content page at /{url} is the same page for everyone; only "/" differs once signed in.
  if (location.pathname !== '/' || !hasSessionCookies(document.cookie)) return false
  const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0)
  if (Date.now() - last < 10_000) return false
  sessionStorage.setItem(reloadedAtKey, String(Date.now()))
  location.reload()
  return true
}

/**
 * The site's service worker: the app's code for offline use, and "/" asked of the network first
 * (sw/sw.ts). Once it runs the page, the brand is asked for through it, so the app shell can
 * draw this landing with no network.
 */
function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const worker = navigator.serviceWorker
  const keepBrand = () => void fetch(`/api/sites/${encodeURIComponent(location.hostname)}`).catch(() => undefined)
  // The home page or a content page (/{url}) seen before the worker ran is kept now, with its
  // images, for offline use.
  const keepPage = () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')].map((image) => new URL(image.src).pathname)
    worker.controller?.postMessage({ type: 'KEEP_CARD_PAGE', url: location.pathname, images })
  }
  if (worker.controller) keepBrand()
  else
    worker.addEventListener(
      'controllerchange',
      () => {
        keepBrand()
        keepPage()
      },
      { once: true },
    )
  worker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('The service worker could not be registered', error))
}

/** A page with videos (a video's own page, a content page with video blocks) loads the player: others never do. */
function startVideos(page: HTMLElement): void {
  /** The player's note for no network, in the page's language as the server drew it (data-words), else English. */
  const offlineWords = (player: HTMLElement) => {
    try {
      const words = JSON.parse(player.dataset.words ?? '{}') as { offline?: unknown }
      if (typeof words.offline === 'string') return words.offline
    } catch {
      // Words that do not read are no words: English below.
    }
    return 'You are offline: the video plays when you are back online.'
  }
  const players = page.querySelectorAll<HTMLElement>('[data-video-player]')
  const heroes = page.querySelectorAll<HTMLElement>('[data-video-hero]')
  if (players.length === 0 && heroes.length === 0) return
  const start = () =>
    import('../video-player/video-player').then(({ startVideoPlayer, startVideoHero }) => {
      players.forEach(startVideoPlayer)
      const startHeroes = () => heroes.forEach(startVideoHero)
      if (document.readyState === 'complete') startHeroes()
      else window.addEventListener('load', startHeroes, { once: true })
    })
  // Offline the player is not on the device (it is not in the worker's precache, and a video needs
  // the network anyway): each video says so, and the player starts once the network is back.
  start().catch(() => {
    const notes = [...players].map((player) => {
      const note = Object.assign(document.createElement('p'), { className: 'mqb-empty', textContent: offlineWords(player) })
      note.setAttribute('role', 'status')
      player.append(note)
      return note
    })
    window.addEventListener('online', () => void start().then(() => notes.forEach((note) => note.remove()), () => undefined), { once: true })
  })
}

/** A page with booking calendars shows their next free times: the small script that asks for them loads only there. */
function startBookingCalendars(page: HTMLElement): void {
  const calendars = page.querySelectorAll<HTMLElement>('[data-booking-calendar]')
  if (calendars.length === 0) return
  // Offline (the script is not in the worker's precache) the calendars keep their "Choose a time" link.
  import('../content-blocks/booking-times').then(({ showBookingTimes }) => calendars.forEach((calendar) => void showBookingTimes(calendar))).catch(() => undefined)
}

const page = document.getElementById('landing-page')
if (page && !loadAppWhenSignedIn()) {
  const button = page.querySelector<HTMLButtonElement>('.mql-menu-button')
  const menu = page.querySelector<HTMLDialogElement>('#mql-menu')
  if (button && menu) startMenu(button, menu)
  const install = page.querySelector<HTMLElement>('.mql-install')
  if (install) startInstallOffer(install)
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) loadAppWhenSignedIn()
  })
  startVideos(page)
  startBookingCalendars(page)
  // After the page has loaded: the worker's first install fetches the app's code, which must not
  // compete with what the page shows.
  if (document.readyState === 'complete') startServiceWorker()
  else window.addEventListener('load', startServiceWorker, { once: true })
}
