import Cookies from 'universal-cookie'
import type { Storage } from 'redux-persist'
import type { PersistedState } from 'redux-persist'
import { z } from 'zod'
import { loggedInCookie, sessionTokenCookie } from '../../domain/session-cookies'
import type { SessionState } from './session-slice'

/**
 * The session lives in four cookies (the logged-in flag, the role, the token and the guest id)
 * rather than in local storage: cookies expire on their own after 30 days, so a forgotten device
 * does not stay signed in for ever.
 */
export const sessionCookieNames = {
  loggedIn: loggedInCookie,
  role: 'marque_role',
  token: sessionTokenCookie,
  guestId: 'marque_guest_id',
} as const

const thirtyDays = 30 * 24 * 60 * 60

const storedRoleSchema = z.object({ id: z.string(), type: z.string() })

export function createSessionCookies(secure: boolean) {
  const cookies = new Cookies(null, { path: '/' })
  const setOptions = { path: '/', sameSite: 'lax', secure, maxAge: thirtyDays } as const

  function put(name: string, value: string | null) {
    if (value === null) cookies.remove(name, { path: '/' })
    else cookies.set(name, value, setOptions)
  }

  function read(): Partial<SessionState> {
    const text = (name: string) => {
      const value: unknown = cookies.get(name, { doNotParse: true })
      return typeof value === 'string' && value !== '' ? value : null
    }
    let role: SessionState['role'] = null
    const roleText = text(sessionCookieNames.role)
    if (roleText) {
      try {
        const parsed = storedRoleSchema.safeParse(JSON.parse(roleText))
        role = parsed.success ? parsed.data : null
      } catch {
        role = null
      }
    }
    const token = text(sessionCookieNames.token)
    return {
      // A logged-in flag without a token cannot be honoured, so both must be there.
      loggedIn: text(sessionCookieNames.loggedIn) === 'true' && token !== null,
      role,
      token,
      guestId: text(sessionCookieNames.guestId),
    }
  }

  function write(session: SessionState) {
    put(sessionCookieNames.loggedIn, session.loggedIn ? 'true' : null)
    put(sessionCookieNames.role, session.role ? JSON.stringify(session.role) : null)
    put(sessionCookieNames.token, session.token)
    put(sessionCookieNames.guestId, session.guestId)
  }

  /**
   * redux-persist's storage and loader for the session slice, backed by the cookies so the session has
   * one persisted copy. Used with `serialize: false`, so setItem receives the state itself.
   */
  const storage: Storage = {
    getItem: async () => null,
    setItem: async (_key: string, state: SessionState) => write(state),
    removeItem: async () => write({ loggedIn: false, role: null, token: null, guestId: null }),
  }

  async function getStoredState(): Promise<PersistedState> {
    const stored = read()
    const hasAny = stored.token || stored.guestId || stored.role
    return hasAny ? ({ ...stored, _persist: { version: -1, rehydrated: false } } as PersistedState) : undefined
  }

  return { read, write, storage, getStoredState }
}
