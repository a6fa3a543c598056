import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, brandFixture, json } from './fixtures'
import { fakeServer, freshDeviceForEachTest, renderApp } from './render-app'

freshDeviceForEachTest()

describe('the brand gate', () => {
  it('says exactly "Loading..." until the brand has loaded, then shows the route', async () => {
    let answer: (response: Response) => void = () => {}
    const { requests } = renderApp('/', { routes: { 'GET /api/sites/localhost': () => new Promise<Response>((resolve) => (answer = resolve)) } })
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    answer(json(brandFixture))
    expect(await screen.findByRole('heading', { name: 'Lights for every harbour' })).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('names the document after the brand and gives the browser its primary colour', async () => {
    renderApp('/')
    await screen.findByRole('heading', { name: 'Lights for every harbour' })
    await waitFor(() => expect(document.title).toBe('Harbour Lights'))
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#0e7490')
  })

  it('shows the logo and the navigation from the brand', async () => {
    renderApp('/')
    expect(await screen.findByRole('img', { name: 'Harbour Lights logo' })).toHaveAttribute('src', brandFixture.logo)
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    expect(nav).toHaveTextContent('Contact')
  })

  it('says that no site is configured for an unknown host name', async () => {
    renderApp('/', { routes: { 'GET /api/sites/localhost': () => apiError('No site is configured for the host name "localhost"', 404) } })
    expect(await screen.findByRole('heading', { name: 'No site here' })).toBeInTheDocument()
    expect(screen.getByText(/No site is configured for the host name/)).toHaveTextContent('localhost')
  })

  it('says the server cannot be reached, and recovers when it answers again', async () => {
    renderApp('/', { routes: { 'GET /api/sites/localhost': () => Promise.reject(new TypeError('Failed to fetch')) } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await screen.findByRole('heading', { name: "Can't reach the server" })).toBeInTheDocument()
    expect(screen.getByText(/Trying again in \d+ s/)).toBeInTheDocument()
    fakeServer({ 'GET /api/sites/localhost': () => json(brandFixture) })
    await userEvent.click(screen.getByRole('button', { name: 'Try again now' }))
    expect(await screen.findByRole('heading', { name: 'Lights for every harbour' })).toBeInTheDocument()
  })

  it('starts from the brand stored on an earlier visit when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/', { storedBrand: true, routes: { 'GET /api/sites/localhost': () => Promise.reject(new TypeError('Failed to fetch')) } })
    expect(await screen.findByRole('heading', { name: 'Lights for every harbour' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: "Can't reach the server" })).not.toBeInTheDocument()
  })
})
