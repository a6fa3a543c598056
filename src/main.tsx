import { setupListeners } from '@reduxjs/toolkit/query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { makeStore, persistAppStore } from './app/store'
import { startPwa } from './features/pwa/start-pwa'
import { loadRole } from './features/session/session-thunks'
import { getSiteApi } from './lib/site/get-site'

const store = makeStore()
const persistor = persistAppStore(store)
setupListeners(store.dispatch)
const router = createAppRouter(store)
startPwa(router)
// Fetch the code of the page asked for while the brand is still on its way, not after it. Only the
// code: guards and loaders run once the session and brand are known.
const routeCode = router
  .matchRoutes(router.latestLocation)
  .map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined))

// A token restored from the cookies is checked once the site is known: its role may have changed.
const stopWaiting = persistor.subscribe(() => {
  if (!persistor.getState().bootstrapped) return
  stopWaiting()
  if (store.getState().session.token) void store.dispatch(loadRole())
})

/**
 * A card page arrives drawn by the server. Keep that on screen until the app can draw the same
 * card in one go — saved state read, brand known, the route loaded — instead of flashing
 * "Loading..." in between. Never wait long: on a bad network the app takes over after 3 s anyway.
 */
async function serverPageHandedOver(): Promise<void> {
  if (!document.getElementById('card-page')) return
  const bootstrapped = new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve()
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return
      stop()
      resolve()
    })
  })
  const brand = store.dispatch(getSiteApi.endpoints.getSite.initiate(window.location.hostname))
  const ready = Promise.all([bootstrapped, brand, ...routeCode]).then(() => router.load())
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3_000))])
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void serverPageHandedOver().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App store={store} persistor={persistor} router={router} hostname={window.location.hostname} />
    </StrictMode>,
  ),
)
