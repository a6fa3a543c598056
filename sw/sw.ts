/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { isContentPagePath } from '../src/domain/page-urls'
import { hasSessionCookies } from '../src/domain/session-cookies'

declare const self: ServiceWorkerGlobalScope

// Caches are per origin already; naming them after the host keeps two brands' data apart even
// when they are inspected together, and makes clear which site a cache belongs to.
const site = self.location.hostname
setCacheNameDetails({ prefix: 'marque', suffix: site })
const cacheName = (name: string) => `marque-${name}-${site}`

// Card pages (/vcard/{key}), content pages (/{url}) and the home page are the server's: network
// first, for at most a short wait, then the copy kept from the last visit, so a page opened offline
// is the server's page, in its brand. Only a page the server drew is kept (200, HTML, with the ETag
// of its version); the app shell the server answers for any other address is not, and drops the
// copy of a card or page that is no longer published. With no network and no copy, the app shell
// opens and shows the device's saved card, or draws the landing, or says it cannot.
const cardPagePath = /^\/vcard\/[^/]+\/?$/
const serverPageWaitMs = 2_500
const cardPages = cacheName('card-pages')
const contentPages = cacheName('pages')
const homePages = cacheName('home')
const serverPageKey = (url: URL) => `${url.origin}${url.pathname}`
const isServerPage = (response: Response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html') && response.headers.has('etag')

async function fetchServerPage(url: URL, cacheName: string): Promise<Response> {
  const response = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
  const cache = await caches.open(cacheName)
  if (isServerPage(response)) await cache.put(serverPageKey(url), response.clone())
  else if (response.status === 200 || response.status === 404) await cache.delete(serverPageKey(url))
  return response
}

type ServerPages = {
  cacheName: string
  waitMs: number
  /** Whether the kept copy may be shown now; always, when not given. */
  keptCopyShown?: () => Promise<boolean>
  /** With no copy to show once the wait is over, the app shell at once rather than the network's late answer. */
  appShellAfterWait?: boolean
}

function registerServerPages(isPath: (pathname: string) => boolean, pages: ServerPages) {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPath(url.pathname),
    async (options) => {
      const url = new URL(options.request.url)
      const network = fetchServerPage(url, pages.cacheName)
      options.event.waitUntil(network.catch(() => undefined))
      let timer: ReturnType<typeof setTimeout> | undefined
      const waited = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, pages.waitMs, undefined)))
      const first = await Promise.race([network, waited]).catch(() => undefined)
      clearTimeout(timer)
      if (first) return first
      // The home page varies with the session cookie, which the kept copy's key leaves out.
      const shown = pages.keptCopyShown ? await pages.keptCopyShown() : true
      const kept = shown ? await caches.match(serverPageKey(url), { cacheName: pages.cacheName, ignoreVary: true }) : undefined
      if (kept) return kept
      if (pages.appShellAfterWait) return appShell(options)
      try {
        return await network
      } catch {
        return appShell(options)
      }
    },
  )
}

/**
 * Whether the browser's cookies say nobody is signed in on this site; false where the worker
 * cannot read them (a browser without the Cookie Store API in workers).
 */
async function signedOut(): Promise<boolean> {
  if (!('cookieStore' in self)) return false
  try {
    const cookies = await self.cookieStore.getAll()
    return !hasSessionCookies(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '))
  } catch {
    return false
  }
}

// The home page (server/modules/pages/landing-page.ts) is the drawn landing for a visitor and the
// app for a signed-in person. The landing a visitor last saw is kept, and shown with no network
// (or none within 3 s) only to someone who is still not signed in; anyone else, or a browser whose
// worker cannot tell, gets the app shell then, which draws the landing or the app. Registered ahead
// of the precache, which would answer "/" with index.html.
registerServerPages((pathname) => pathname === '/', { cacheName: homePages, waitMs: 3_000, keptCopyShown: signedOut, appShellAfterWait: true })
registerServerPages((pathname) => cardPagePath.test(pathname), { cacheName: cardPages, waitMs: serverPageWaitMs })
registerServerPages(isContentPagePath, { cacheName: contentPages, waitMs: serverPageWaitMs })

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first worker takes the open page at once, so what it shows is cached from the first visit.
clientsClaim()

const appShell = createHandlerBoundToURL('index.html')

// A video's page (/video/{id}) is the server's, and plays from it: from the network only. With no
// network the app shell opens, and its video screen says the video needs a connection.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && /^\/video\/[^/]+$/.test(url.pathname),
  new NetworkOnly({ plugins: [{ handlerDidError: () => matchPrecache('index.html') }] }),
)

// The app shell: every other navigation opens the precached index.html, online or not. The API,
// uploads, icons and every address of a file (the sitemap, robots.txt, a .vcf, a calendar feed, the
// manifest) are never the app's: the browser asks the server for them.
registerRoute(
  new NavigationRoute(appShell, {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/icons\//, /^\/\.well-known\//, /\/[^/]*\.[a-z0-9]+$/i],
  }),
)

// The brand: shown at once from the cache, refreshed behind it.
const brand = new StaleWhileRevalidate({
  cacheName: cacheName('site'),
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
})
registerRoute(({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/api/sites/'), brand)

// Public card and page payloads: fresh when the network answers, the last copy when it does not.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    /^\/api\/(vcards|pages|brands\/by-slug)\//.test(url.pathname),
  new NetworkFirst({
    cacheName: cacheName('payloads'),
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
)

// Images (logos, photos, icons): they do not change under the same address. One that must not be
// kept (a draft card's photo, which only its brand's admins see) says no-store, and is not.
const storedOnlyWhenAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (/(^|[\s,])no-store($|[\s,])/i.test(response.headers.get('cache-control') ?? '') ? null : response),
}
const images = new CacheFirst({
  cacheName: cacheName('images'),
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    storedOnlyWhenAllowed,
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
})
registerRoute(({ request }) => request.destination === 'image', images)

type PageMessage = { type?: string; url?: unknown; images?: unknown }
const ownPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')

self.addEventListener('message', (event) => {
  const message = (event.data ?? {}) as PageMessage
  // The app asks the waiting worker to take over when it finds a newer build.
  if (message.type === 'SKIP_WAITING') void self.skipWaiting()
  // A card page, a content page or the home page opened before this worker ran
  // (src/card-page/service-worker.ts, src/landing-page/main.ts): keep it and its images now, and the
  // brand, which the app needs to open another card offline from the device's copy.
  const keptIn = !ownPath(message.url)
    ? null
    : message.url === '/'
      ? homePages
      : cardPagePath.test(message.url)
        ? cardPages
        : isContentPagePath(message.url)
          ? contentPages
          : null
  if (message.type === 'KEEP_CARD_PAGE' && ownPath(message.url) && keptIn) {
    const page = fetchServerPage(new URL(message.url, self.location.origin), keptIn)
    const brandAnswer = brand.handle({ event, request: new Request(new URL(`/api/sites/${encodeURIComponent(site)}`, self.location.origin).href) })
    const photos = (Array.isArray(message.images) ? message.images : [])
      .filter(ownPath)
      .slice(0, 12)
      .map((path) => images.handle({ event, request: new Request(new URL(path, self.location.origin).href) }))
    event.waitUntil(Promise.allSettled([page, brandAnswer, ...photos]))
  }
})

// Web Push: the server sends {title, body, link, kind} (server/modules/notifications/push-sender.ts),
// shown with the brand's icon even when no page of the site is open, or the phone is locked.
self.addEventListener('push', (event) => {
  let message: { title?: unknown; body?: unknown; link?: unknown; kind?: unknown } = {}
  try {
    message = (event.data?.json() ?? {}) as typeof message
  } catch {
    message = {}
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback)
  // Only a path on this site is opened; anything else opens the start page.
  const link = typeof message.link === 'string' && message.link.startsWith('/') && !message.link.startsWith('//') ? message.link : '/'
  event.waitUntil(
    self.registration.showNotification(text(message.title, 'New notification'), {
      body: text(message.body, ''),
      icon: '/icons/192.png',
      badge: '/icons/192.png',
      tag: text(message.kind, 'notification'),
      data: { link },
    }),
  )
})

// A tap on the notification focuses an open window of the site on its link, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { link?: string } | null
  const target = new URL(data?.link ?? '/', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => client.url === target) ?? windows[0]
      if (open) {
        await open.focus()
        if (open.url !== target) await open.navigate(target)
        return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
