import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

declare module '../../lib/store/app-store' {
  interface AppState {
    session: SessionState
  }
}

/** The caller's role on the current site; `type` is exposed as the server gives it. */
export type Role = { id: string; type: string }

/** Why a session ended, for the sign-in page to say. */
export type SessionEnd = 'suspension' | 'deletion'

export type SessionState = {
  loggedIn: boolean
  role: Role | null
  token: string | null
  guestId: string | null
  /** Why the last session ended, when the sign-in page has something to say: the account was suspended, or deleted by its person. */
  endedBy?: SessionEnd
}

export const signedOutSession: SessionState = { loggedIn: false, role: null, token: null, guestId: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    /** A sign-in answered a token: the person counts as signed in until their role says otherwise. */
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload
      state.loggedIn = true
      delete state.endedBy
    },
    /** A token given directly (e.g. from a link); signed in only once its role loads. */
    tokenSet(state, action: PayloadAction<string>) {
      state.token = action.payload
      state.loggedIn = false
      state.role = null
    },
    roleLoaded(state, action: PayloadAction<Role>) {
      state.role = action.payload
      state.loggedIn = Boolean(action.payload.id)
      if (!state.loggedIn) state.token = null
    },
    /** Keeps the guest id: an anonymous identity outlives signing in and out. */
    signedOut(state, action: PayloadAction<SessionEnd | undefined>) {
      state.role = null
      state.loggedIn = false
      state.token = null
      if (action.payload) state.endedBy = action.payload
      else delete state.endedBy
    },
    guestIdReceived(state, action: PayloadAction<string>) {
      state.guestId = action.payload
    },
  },
  selectors: {
    selectLoggedIn: (session) => session.loggedIn,
    selectRole: (session) => session.role,
    selectToken: (session) => session.token,
    selectGuestId: (session) => session.guestId,
    selectEndedBy: (session) => session.endedBy ?? null,
    selectIsAdmin: (session) => session.role?.type === 'admin',
  },
})

export const { signedIn, tokenSet, roleLoaded, signedOut, guestIdReceived } = sessionSlice.actions
export const { selectLoggedIn, selectRole, selectToken, selectGuestId, selectEndedBy, selectIsAdmin } = sessionSlice.selectors
