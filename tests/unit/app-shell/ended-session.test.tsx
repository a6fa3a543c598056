import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, json, meFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from './render-app'

freshDeviceForEachTest()

describe('a session that ended elsewhere', () => {
  it('signs the person out here when a call is refused with 401 and the server confirms the token is gone', async () => {
    let tokenValid = true
    const { store } = renderApp('/profile', {
      session: signedIn,
      routes: {
        'GET /api/auth/me': () => (tokenValid ? json(meFixture) : apiError('The sign-in token is not valid here or has expired; sign in again', 401)),
        // Suspended a moment after the page loaded: the dashboard's call is the first to be refused.
        'GET /api/workspace': () => {
          tokenValid = false
          return apiError('The sign-in token is not valid here or has expired; sign in again', 401)
        },
      },
    })
    await waitFor(() => expect(store.getState().session.loggedIn).toBe(false))
    expect(store.getState().session.token).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('keeps the person signed in when only one call is refused and their token is still good', async () => {
    const { store, requests } = renderApp('/profile', {
      session: signedIn,
      routes: {
        'GET /api/auth/me': () => json(meFixture),
        'GET /api/workspace': () => apiError('Not for you', 401),
      },
    })
    // The refusal made the app ask who the person is; the answer says they still are.
    await waitFor(() => expect(requests.some((request) => new URL(request.url).pathname === '/api/auth/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(store.getState().session.loggedIn).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument()
  })
})
