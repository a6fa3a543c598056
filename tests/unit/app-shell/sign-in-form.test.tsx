import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, json, meFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp } from './render-app'

freshDeviceForEachTest()

const token = 'tok_abcdefghijklmnopqrstuvwxyz'

describe('signing in', () => {
  it('asks for the e-mail, then the code, then returns to the address the guard saved', async () => {
    const user = userEvent.setup()
    const requests = renderApp('/profile', {
      routes: {
        'POST /api/auth/tokens': async (request) => {
          const body = (await request.json()) as { code?: string }
          return body.code ? json({ token, expires_at: '2030-01-01T00:00:00.000Z' }) : json({ sent: true })
        },
        'GET /api/auth/me': () => json(meFixture),
      },
    }).requests
    const email = await screen.findByLabelText(/E-mail address/)
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'email')
    await user.type(email, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))

    const code = await screen.findByLabelText(/Sign-in code/)
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument()
    const tokenRequests = requests.filter((request) => request.url.endsWith('/api/auth/tokens'))
    expect(tokenRequests).toHaveLength(2)
  })

  it('says what is wrong with an address before asking the server', async () => {
    const user = userEvent.setup()
    const { requests } = renderApp('/login')
    await user.type(await screen.findByLabelText(/E-mail address/), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByText('Enter your e-mail address, such as name@example.com.')).toBeInTheDocument()
    expect(requests.some((request) => request.url.endsWith('/api/auth/tokens'))).toBe(false)
  })

  it('shows the server\'s reason for a wrong code under the code field', async () => {
    const user = userEvent.setup()
    renderApp('/login', {
      routes: {
        'POST /api/auth/tokens': async (request) => {
          const body = (await request.json()) as { code?: string }
          return body.code ? apiError('code: the code is not right; 4 tries left', 400, { field: 'code' }) : json({ sent: true })
        },
      },
    })
    await user.type(await screen.findByLabelText(/E-mail address/), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    await user.type(await screen.findByLabelText(/Sign-in code/), '000000')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The code is not right; 4 tries left.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Sign-in code/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderApp('/login')
    await user.type(await screen.findByLabelText(/E-mail address/), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline or the server cannot be reached')
  })
})
