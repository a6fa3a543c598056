import { createMemoryHistory } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest'
import { App } from '../../../src/app/app'
import { createAppRouter } from '../../../src/app/router'
import { makeStore, persistAppStore, type RootState } from '../../../src/app/store'
import type { SessionState } from '../../../src/features/session/session-slice'
import { brandFixture, clearCookies, json } from './fixtures'

export type FakeRoute = (request: Request) => Response | Promise<Response>

/** Replaces fetch with a fake server answering "METHOD /path"; unknown paths fail as a network error would. */
export function fakeServer(routes: Record<string, FakeRoute>) {
  const requests: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      requests.push(request)
      const route = routes[`${request.method} ${new URL(request.url).pathname}`]
      if (!route) throw new TypeError('Failed to fetch')
      return route(request)
    }),
  )
  return requests
}

type RenderAppOptions = {
  session?: Partial<SessionState>
  routes?: Record<string, FakeRoute>
  /** The brand stored by an earlier visit, as redux-persist would restore it. */
  storedBrand?: boolean
}

/** The whole app as main.tsx starts it, at `path`, against a fake server that knows the fixture brand. */
export function renderApp(path: string, { session, routes, storedBrand }: RenderAppOptions = {}) {
  const requests = fakeServer({ 'GET /api/sites/localhost': () => json(brandFixture), ...routes })
  const preloaded: Partial<RootState> = {}
  if (session) {
    preloaded.session = { loggedIn: false, role: null, token: null, guestId: null, ...session, _persist: { version: -1, rehydrated: true } }
  }
  if (storedBrand) preloaded.site = { hostname: 'localhost', current: brandFixture, _persist: { version: -1, rehydrated: true } }
  const store = makeStore(preloaded)
  const persistor = persistAppStore(store)
  // Later writes would reach cookies after the test's document is gone.
  onTestFinished(() => persistor.pause())
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(store, history)
  const view = render(<App store={store} persistor={persistor} router={router} hostname="localhost" />)
  return { ...view, store, router, history, requests }
}

export const signedIn: Partial<SessionState> = {
  loggedIn: true,
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  role: { id: 'role-1', type: 'member' },
}

/** Each test starts on a fresh device (no cookies, nothing stored) and leaves the real fetch behind it. */
export function freshDeviceForEachTest() {
  beforeEach(() => {
    clearCookies()
    localStorage.clear()
  })
  afterEach(() => {
    // Unmount first, so nothing left on screen calls the real fetch.
    cleanup()
    vi.unstubAllGlobals()
  })
}
