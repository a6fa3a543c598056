import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, meFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from './render-app'

freshDeviceForEachTest()

describe('route guards', () => {
  it('sends a signed-out visitor from /profile to /login, carrying the address to return to', async () => {
    const { router } = renderApp('/profile')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/profile' })
  })

  it('guards the detail pages of a brand, keeping the full address', async () => {
    const { router } = renderApp('/brands/b-1/pay/p-9')
    await screen.findByRole('heading', { name: 'Sign in' })
    expect(router.state.location.search).toEqual({ redirect: '/brands/b-1/pay/p-9' })
  })

  it('guards content pages', async () => {
    const { router } = renderApp('/content/c-1/html')
    await screen.findByRole('heading', { name: 'Sign in' })
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lets a signed-in person see their profile', async () => {
    renderApp('/profile', { session: signedIn, routes: { 'GET /api/auth/me': () => json(meFixture) } })
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument()
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('ada@example.com')
  })

  it('sends a signed-in person from /auth home', async () => {
    const { router } = renderApp('/auth', { session: signedIn })
    expect(await screen.findByRole('heading', { name: 'Lights for every harbour' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('sends a signed-in person from /contact home', async () => {
    const { router } = renderApp('/contact', { session: signedIn })
    await screen.findByRole('heading', { name: 'Lights for every harbour' })
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows /contact to a signed-out visitor, in the landing layout', async () => {
    renderApp('/contact')
    expect(await screen.findByRole('heading', { name: 'Contact Harbour Lights' })).toBeInTheDocument()
  })

  it('shows /auth to a signed-out visitor', async () => {
    renderApp('/auth')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('autocomplete', 'email')
  })

  it('opens a content page of a kind not built yet, saying so', async () => {
    renderApp('/content/c-1/ai-page-chat', { session: signedIn })
    expect(await screen.findByRole('note')).toHaveTextContent('AI page assistant blocks cannot be added to pages yet')
  })

  it('opens the booking calendar by the spelling "appointmets-calendar" and by the correct one, with no note', async () => {
    for (const spelling of ['appointmets-calendar', 'appointments-calendar']) {
      const { unmount } = renderApp(`/content/c-1/${spelling}`, { session: signedIn })
      expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument()
      expect(screen.queryByRole('note')).toBeNull()
      unmount()
    }
  })

  it('answers 404 for a content page of an unknown kind', async () => {
    renderApp('/content/c-1/spreadsheet', { session: signedIn })
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
  })

  it('ignores a return address that leaves the site', async () => {
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example%2Fsteal')
    await screen.findByRole('heading', { name: 'Sign in' })
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })
})
