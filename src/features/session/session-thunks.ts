import { forgetAllDrafts } from '../../lib/forms/kept-drafts'
import { accountSuspendedCode, type MeResponse } from '../../domain/session'
import { localeChosen } from '../../lib/i18n/locale-slice'
import { failureCode, failureStatus } from '../../lib/api/api-failure'
import { api } from '../../lib/api/api'
import type { AppThunk } from '../../lib/store/app-store'
import { createGuestApi } from './api/create-guest'
import { getMeApi } from './api/get-me'
import { revokeTokenApi } from './api/revoke-token'
import { guestIdReceived, roleLoaded, signedIn, signedOut, tokenSet, type SessionEnd } from './session-slice'

/**
 * Fetches the caller's role. A refused token (401/403) signs the person out; an unanswered call keeps
 * the session as it is, so an offline start still shows a signed-in person as signed in.
 */
export function loadRole(): AppThunk<Promise<MeResponse | undefined>> {
  return async (dispatch) => {
    const result = await dispatch(getMeApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }))
    if (result.data) {
      dispatch(roleLoaded({ id: result.data.id, type: result.data.type }))
      return result.data
    }
    const status = failureStatus(result.error)
    if (status === 401 || status === 403) dispatch(signedOut(failureCode(result.error) === accountSuspendedCode ? 'suspension' : undefined))
    return undefined
  }
}

/**
 * The role loaded for a session that has just begun on this device: the language the person chose
 * on their profile draws the workspace here too, as on the device they chose it on.
 */
function loadRoleOnSignIn(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const me = await dispatch(loadRole())
    if (me?.user.locale) dispatch(localeChosen(me.user.locale))
  }
}

/** Sign-in answered a token: store it, count as signed in, then confirm with the role. Resolves to whether the person is signed in. */
export function signIn(token: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(signedIn(token))
    await dispatch(loadRoleOnSignIn())
    return getState().session.loggedIn
  }
}

/** A token set directly (from a sign-in link) counts once the role it belongs to has loaded. Resolves to whether it did. */
export function setToken(token: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    dispatch(tokenSet(token))
    await dispatch(loadRoleOnSignIn())
    return getState().session.loggedIn
  }
}

export function signOut(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().session.token) await dispatch(revokeTokenApi.endpoints.revokeToken.initiate())
    dispatch(forgetSession())
  }
}

/** The person deleted their account: the server has ended the session already; the sign-in page says what happened. */
export function accountDeleted(): AppThunk<void> {
  return (dispatch) => dispatch(forgetSession('deletion'))
}

function forgetSession(why?: SessionEnd): AppThunk<void> {
  return (dispatch) => {
    dispatch(signedOut(why))
    // Answers fetched with the old token, and drafts kept on the device, are not for whoever uses the app next.
    dispatch(api.util.resetApiState())
    forgetAllDrafts()
  }
}

/**
 * The anonymous visitor's id, created the first time something needs an identity and kept after.
 * Resolves to null when the server could not give one.
 */
export function ensureGuestId(): AppThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const existing = getState().session.guestId
    if (existing) return existing
    const result = await dispatch(createGuestApi.endpoints.createGuest.initiate())
    if (!result.data) return null
    dispatch(guestIdReceived(result.data.role_id))
    return result.data.role_id
  }
}
