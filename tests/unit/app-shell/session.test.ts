import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore, persistAppStore, type AppStore } from '../../../src/app/store'
import { selectIsAdmin } from '../../../src/features/session/session-slice'
import { ensureGuestId, loadRole, setToken, signIn, signOut } from '../../../src/features/session/session-thunks'
import { apiError, brandFixture, clearCookies, json, meFixture } from './fixtures'
import { fakeServer } from './render-app'

async function startStore(): Promise<AppStore & { flush: () => Promise<unknown> }> {
  const store = makeStore({
    site: { hostname: 'localhost', current: brandFixture, _persist: { version: -1, rehydrated: true } },
  })
  const persistor = persistAppStore(store)
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve()
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop()
        resolve()
      }
    })
  })
  return Object.assign(store, { flush: () => persistor.flush() })
}

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`))
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1))
}

const token = 'tok_abcdefghijklmnopqrstuvwxyz'

beforeEach(() => clearCookies())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the session', () => {
  it('signs in: stores the token, counts as signed in, then loads the role', async () => {
    const requests = fakeServer({ 'GET /api/auth/me': () => json({ ...meFixture, type: 'admin' }) })
    const store = await startStore()
    await store.dispatch(signIn(token))
    const session = store.getState().session
    expect(session).toMatchObject({ loggedIn: true, token, role: { id: meFixture.id, type: 'admin' } })
    expect(selectIsAdmin(store.getState())).toBe(true)
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  it('keeps the session in cookies', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(meFixture) })
    const store = await startStore()
    await store.dispatch(signIn(token))
    await store.flush()
    expect(cookie('marque_logged_in')).toBe('true')
    expect(cookie('marque_token')).toBe(token)
    expect(JSON.parse(cookie('marque_role')!)).toEqual({ id: meFixture.id, type: 'member' })
  })

  it('restores the session from its cookies at start', async () => {
    document.cookie = `marque_logged_in=true; path=/`
    document.cookie = `marque_token=${token}; path=/`
    document.cookie = `marque_role=${encodeURIComponent(JSON.stringify({ id: 'r1', type: 'member' }))}; path=/`
    document.cookie = `marque_guest_id=g1; path=/`
    const store = await startStore()
    expect(store.getState().session).toMatchObject({ loggedIn: true, token, role: { id: 'r1', type: 'member' }, guestId: 'g1' })
  })

  it('is not signed in when the role has no id', async () => {
    fakeServer({ 'GET /api/auth/me': () => json({ ...meFixture, id: '' }) })
    const store = await startStore()
    await store.dispatch(signIn(token))
    expect(store.getState().session).toMatchObject({ loggedIn: false, token: null })
  })

  it('signs out when the server refuses the token', async () => {
    fakeServer({ 'GET /api/auth/me': () => apiError('The sign-in token is not valid here or has expired; sign in again', 401) })
    const store = await startStore()
    await store.dispatch(signIn(token))
    expect(store.getState().session).toMatchObject({ loggedIn: false, token: null, role: null })
  })

  it('keeps a restored session when the server cannot be reached (offline start)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({})
    document.cookie = `marque_logged_in=true; path=/`
    document.cookie = `marque_token=${token}; path=/`
    document.cookie = `marque_role=${encodeURIComponent(JSON.stringify({ id: 'r1', type: 'member' }))}; path=/`
    const store = await startStore()
    await store.dispatch(loadRole())
    expect(store.getState().session).toMatchObject({ loggedIn: true, token })
  })

  it('counts a token set directly only once its role has loaded', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(meFixture) })
    const store = await startStore()
    const pending = store.dispatch(setToken(token))
    expect(store.getState().session).toMatchObject({ loggedIn: false, token })
    await pending
    expect(store.getState().session).toMatchObject({ loggedIn: true, role: { id: meFixture.id, type: 'member' } })
  })

  it('signs out: revokes the token on the server, clears role, flag and token, keeps the guest id', async () => {
    const requests = fakeServer({
      'GET /api/auth/me': () => json(meFixture),
      'POST /api/auth/guests': () => json({ role_id: 'guest-1' }),
      'DELETE /api/auth/tokens/current': () => new Response(null, { status: 204 }),
    })
    const store = await startStore()
    await store.dispatch(ensureGuestId())
    await store.dispatch(signIn(token))
    await store.dispatch(signOut())
    const revoke = requests.find((request) => request.method === 'DELETE')
    expect(revoke?.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(store.getState().session).toEqual({
      loggedIn: false,
      role: null,
      token: null,
      guestId: 'guest-1',
      _persist: expect.anything(),
    })
    await store.flush()
    expect(cookie('marque_token')).toBeUndefined()
    expect(cookie('marque_logged_in')).toBeUndefined()
    expect(cookie('marque_guest_id')).toBe('guest-1')
  })

  it('signs out locally even when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({ 'GET /api/auth/me': () => json(meFixture) })
    const store = await startStore()
    await store.dispatch(signIn(token))
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await store.dispatch(signOut())
    expect(store.getState().session).toMatchObject({ loggedIn: false, token: null })
  })

  it('creates a guest id on the first request for one, then reuses it', async () => {
    const requests = fakeServer({ 'POST /api/auth/guests': () => json({ role_id: 'guest-7' }) })
    const store = await startStore()
    expect(store.getState().session.guestId).toBeNull()
    expect(await store.dispatch(ensureGuestId())).toBe('guest-7')
    expect(await store.dispatch(ensureGuestId())).toBe('guest-7')
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1)
    expect(store.getState().session.guestId).toBe('guest-7')
  })
})
