import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signInLinkOf } from '../../../src/features/session/sign-in-link'
import { apiError, json, meFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp } from './render-app'

freshDeviceForEachTest()

const token = 'tok_abcdefghijklmnopqrstuvwxyz'

describe('a sign-in link (/auth#email=...&code=...)', () => {
  it('exchanges the address and code for a session, forgets the fragment and opens the profile', async () => {
    const { requests, store, router } = renderApp('/auth#email=ada%40example.com&code=123456', {
      routes: {
        'POST /api/auth/tokens': () => json({ token, expires_at: '2030-01-01T00:00:00.000Z' }),
        'GET /api/auth/me': () => json(meFixture),
      },
    })
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument()
    const tokenRequest = requests.find((request) => request.url.endsWith('/api/auth/tokens'))
    expect(await tokenRequest!.json()).toEqual({ email: 'ada@example.com', code: '123456' })
    expect(store.getState().session).toMatchObject({ token, loggedIn: true, role: { id: meFixture.id, type: 'member' } })
    expect(router.state.location.hash).toBe('')
    expect(router.history.location.href).not.toContain('code=')
  })

  it('goes to the address the guard saved', async () => {
    const { router } = renderApp('/auth?redirect=%2Fusers%2Fme#email=ada%40example.com&code=123456', {
      routes: {
        'POST /api/auth/tokens': () => json({ token, expires_at: '2030-01-01T00:00:00.000Z' }),
        'GET /api/auth/me': () => json(meFixture),
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/me'))
  })

  it('shows why beside the form when the code is wrong or expired, and stays signed out', async () => {
    const { store, router } = renderApp('/auth#email=ada%40example.com&code=000000', {
      routes: { 'POST /api/auth/tokens': () => apiError('code: the code has expired; ask for a new one', 400, { field: 'code' }) },
    })
    expect(await screen.findByText('The code has expired; ask for a new one.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Sign-in code/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument()
    expect(store.getState().session.loggedIn).toBe(false)
    expect(store.getState().session.token).toBeNull()
    expect(router.state.location.hash).toBe('')
  })

  it('reads only a well-formed address and a 6-digit code', () => {
    expect(signInLinkOf('#email=Ada%40Example.com&code=123456')).toEqual({ email: 'ada@example.com', code: '123456' })
    expect(signInLinkOf('email=ada%40example.com&code=123456')).toEqual({ email: 'ada@example.com', code: '123456' })
    expect(signInLinkOf('#email=ada%40example.com&code=12345')).toBeNull()
    expect(signInLinkOf('#email=nobody&code=123456')).toBeNull()
    expect(signInLinkOf('')).toBeNull()
  })
})
