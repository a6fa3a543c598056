import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, Outlet, RouterProvider } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { describeError, StatusError } from '../../../src/routes/-components/describe-error'
import { NotFoundScreen, RouteErrorScreen } from '../../../src/routes/-components/route-error-screens'
import { freshDeviceForEachTest, renderApp } from './render-app'
import { renderWithTheme } from '../render-with-theme'

const notFoundTitle = 'Page Not Found'
const notFoundText = "We couldn't find the page you are looking for."
const oopsTitle = 'Oops! Something went wrong.'
const oopsText = "We are working on it and we'll get it fixed as soon as we can"

freshDeviceForEachTest()

describe('the error texts', () => {
  it('calls a 404 "Page Not Found"', () => {
    expect(describeError(new StatusError(404, 'Page not found: /x'))).toEqual({ status: 404, title: notFoundTitle, description: notFoundText })
  })

  it('calls any error whose message mentions 404 "Page Not Found"', () => {
    expect(describeError(new Error('Request failed with 404'))).toMatchObject({ status: 404, title: notFoundTitle })
  })

  it('calls the router\'s not-found "Page Not Found"', () => {
    expect(describeError(notFound())).toMatchObject({ title: notFoundTitle })
  })

  it('calls anything else "Oops! Something went wrong."', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({ status: 500, title: oopsTitle, description: oopsText })
  })

  it('keeps the status of a failed call', () => {
    expect(describeError({ kind: 'http', status: 503, message: 'busy', notified: true })).toMatchObject({ status: 503, title: oopsTitle })
  })
})

describe('the error screen', () => {
  it('shows 404, the title and description for an unmatched address, and goes home', async () => {
    const { router } = renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: notFoundTitle })).toBeInTheDocument()
    expect(screen.getByText(notFoundText)).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    // The blank layout: no site header or navigation around the error.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(await screen.findByRole('heading', { name: 'Lights for every harbour' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows "Oops!" for a failing screen, never its stack, and "Back to Home" clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    const rootRoute = createRootRoute({ component: Outlet, errorComponent: RouteErrorScreen, notFoundComponent: NotFoundScreen })
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> })
    const failing = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      component: () => {
        if (broken) throw new Error('secret internals at render (file.tsx:12:3)')
        return null
      },
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, failing]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
    })
    renderWithTheme(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: oopsTitle })).toBeInTheDocument()
    expect(screen.getByText(oopsText)).toBeInTheDocument()
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('secret internals')
    expect(document.body.textContent).not.toContain('file.tsx')
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { name: oopsTitle })).not.toBeInTheDocument())
  })

  it('shows "Oops!" when a loader fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const rootRoute = createRootRoute({ component: Outlet, errorComponent: RouteErrorScreen })
    const failing = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: () => {
        throw new Error('database exploded')
      },
      component: () => null,
    })
    const router = createRouter({ routeTree: rootRoute.addChildren([failing]), history: createMemoryHistory({ initialEntries: ['/'] }) })
    renderWithTheme(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: oopsTitle })).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('database exploded')
  })
})
