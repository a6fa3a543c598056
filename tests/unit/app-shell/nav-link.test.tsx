import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { brandFixture, json } from './fixtures'
import { freshDeviceForEachTest, renderApp } from './render-app'

freshDeviceForEachTest()

const withNav = {
  ...brandFixture,
  site: {
    ...brandFixture.site,
    meta: {
      ...brandFixture.site.meta,
      nav: [
        { label: 'Home', to: '/' },
        { label: 'Our business', to: '/vcard/harbour-lights' },
      ],
    },
  },
}

describe("the site's navigation links", () => {
  it("moves inside the app for an app path, and leaves a card or business page (/vcard/…) to the browser, which loads the server's page", async () => {
    const { router, requests } = renderApp('/contact', {
      routes: {
        'GET /api/sites/localhost': () => json(withNav),
        'GET /api/contact': () => json({ name: 'Harbour Lights', email: '', phone: '', website: '', address: null }),
      },
    })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const business = within(nav).getByRole('link', { name: 'Our business' })
    expect(business).toHaveAttribute('href', '/vcard/harbour-lights')
    // fireEvent answers false when the click's default (the browser's own navigation) was prevented.
    expect(fireEvent.click(business)).toBe(true)
    expect(router.state.location.pathname).toBe('/contact')
    expect(requests.some((request) => new URL(request.url).pathname.startsWith('/api/vcards/'))).toBe(false)

    expect(fireEvent.click(within(nav).getByRole('link', { name: 'Home' }))).toBe(false)
    await expect.poll(() => router.state.location.pathname).toBe('/')
  })
})
