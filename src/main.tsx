import { setupListeners } from '@reduxjs/toolkit/query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { makeStore, persistAppStore } from './app/store'
import { startPwa } from './features/pwa/start-pwa'
import { loadRole } from './features/session/session-thunks'
import { chooseLocaleFromAddress } from './lib/i18n/locale-from-address'

const store = makeStore()
const persistor = persistAppStore(store)
setupListeners(store.dispatch)
const router = createAppRouter(store)
startPwa(router)
// Fetch the code of the page asked for while the brand is still on its way, not after it. Only the
// code: guards and loaders run once the session and brand are known.
for (const match of router.matchRoutes(router.latestLocation)) {
  router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined)
}

// A token restored from the cookies is checked once the site is known: its role may have changed.
const stopWaiting = persistor.subscribe(() => {
  if (!persistor.getState().bootstrapped) return
  stopWaiting()
  chooseLocaleFromAddress(store.dispatch, window.location)
  if (store.getState().session.token) void store.dispatch(loadRole())
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App store={store} persistor={persistor} router={router} hostname={window.location.hostname} />
  </StrictMode>,
)
