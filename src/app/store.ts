import { combineSlices, configureStore, createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist'
import storage from 'redux-persist/es/storage'
import { savedCardsSlice, type SavedCardsState } from '../features/saved-cards/saved-cards-slice'
import { createSessionCookies } from '../features/session/session-cookies'
import { sessionSlice, type SessionState } from '../features/session/session-slice'
import { loadRole } from '../features/session/session-thunks'
import { siteSlice, type SiteState } from '../lib/site/site-slice'
import { localeSlice, type LocaleState } from '../lib/i18n/locale-slice'
import { api } from '../lib/api/api'
import { failureStatus } from '../lib/api/api-failure'

const sessionCookies = createSessionCookies(globalThis.location?.protocol === 'https:')

// The session persists in its cookies, the brand in local storage (for an offline start); the
// query cache is never persisted: the service worker keeps server answers for offline use.
const persistedSession = persistReducer<SessionState>(
  { key: 'session', storage: sessionCookies.storage, serialize: false, getStoredState: sessionCookies.getStoredState },
  sessionSlice.reducer,
)
const persistedSite = persistReducer<SiteState>({ key: 'site', storage }, siteSlice.reducer)
// Cards a visitor opened stay on the device, so they open with no network.
const persistedSavedCards = persistReducer<SavedCardsState>({ key: 'saved-cards', storage }, savedCardsSlice.reducer)

// The language a reader chose stays on the device; the one in use is worked out anew each start.
const persistedLocale = persistReducer<LocaleState>({ key: 'locale', storage, whitelist: ['chosen'] }, localeSlice.reducer)

const rootReducer = combineSlices(api, { session: persistedSession, site: persistedSite, savedCards: persistedSavedCards, locale: persistedLocale })

export type RootState = ReturnType<typeof rootReducer>

/**
 * A signed-in call the server refuses with 401 means the session ended elsewhere (signed out on
 * another device, the account suspended): the role is asked for again, which signs the person out
 * here when the server confirms it. The role's own call is left out, so this never loops.
 */
function watchForEndedSession() {
  const listener = createListenerMiddleware()
  listener.startListening({
    predicate: (action, state) => {
      if (!isRejectedWithValue(action)) return false
      const { payload, meta } = action as { payload: unknown; meta: { arg?: { endpointName?: string } } }
      return failureStatus(payload) === 401 && meta.arg?.endpointName !== 'getMe' && (state as RootState).session.loggedIn
    },
    effect: async (_action, api) => {
      api.unsubscribe()
      try {
        await (api.dispatch as AppStore['dispatch'])(loadRole())
      } finally {
        api.subscribe()
      }
    },
  })
  return listener.middleware
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .concat(api.middleware)
        .prepend(watchForEndedSession()),
  })
  return store
}

/** Starts persistence: restores the session from its cookies and the last brand, then keeps them. */
export function persistAppStore(store: AppStore) {
  return persistStore(store)
}

export type AppStore = ReturnType<typeof makeStore>
