import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { brandFixture, json, meFixture, workspaceFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from './render-app'

freshDeviceForEachTest()

describe('the brands list', () => {
  it("lists the site's own brand and leads to its pages, titled with its name", { timeout: 15_000 }, async () => {
    const { router } = renderApp('/brands', { session: signedIn, routes: { 'GET /api/auth/me': () => json(meFixture), 'GET /api/workspace': () => json(workspaceFixture('owner')) } })
    const main = await screen.findByRole('main')
    const link = await within(main).findByRole('link', { name: 'Harbour Lights' })
    await userEvent.click(link)
    const section = await screen.findByRole('navigation', { name: 'Brand sections' })
    expect(router.state.location.pathname).toBe(`/brands/${brandFixture.site.brand_id}`)
    expect(within(await screen.findByRole('main')).getByText('Harbour Lights')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Business cards' })).toHaveAttribute('href', `/brands/${brandFixture.site.brand_id}/vcards`)
  })
})
