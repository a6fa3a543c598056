import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import { brandTabsFor, labelText } from '../../../src/lib/features/feature'
import { brandFixture, json, workspaceFixture } from '../app-shell/fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from '../app-shell/render-app'

freshDeviceForEachTest()

const brandId = brandFixture.site.brand_id
const otherBrand = '99999999-9999-4999-8999-999999999999'

describe("the brand's layout, as the person's role in it allows", () => {
  it('says once that another brand is not here: no tabs, nothing to try again', { timeout: 15_000 }, async () => {
    renderApp(`/brands/${otherBrand}`, { session: signedIn, routes: { 'GET /api/workspace': () => json(workspaceFixture('owner')) } })
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/^No such brand here\.$/)
    expect(screen.queryByRole('navigation', { name: 'Brand sections' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says once to someone with no role in the brand that they are not a member', { timeout: 15_000 }, async () => {
    const outsider = { ...workspaceFixture(), brands: [] }
    renderApp(`/brands/${brandId}`, { session: signedIn, routes: { 'GET /api/workspace': () => json(outsider) } })
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/^You are not a member of this brand\.$/)
    expect(screen.queryByRole('navigation', { name: 'Brand sections' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('shows a member only their tabs, and says once that a tab of another role is not open to them', { timeout: 15_000 }, async () => {
    renderApp(`/brands/${brandId}/pages`, { session: signedIn, routes: { 'GET /api/workspace': () => json(workspaceFixture('member')) } })
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/^Pages is not open to your role in this brand \(member\)\.$/)
    const tabs = screen.getByRole('navigation', { name: 'Brand sections' })
    // The row's hidden copy measures every tab the role has: exactly those the table shows a member.
    const measured = [...tabs.querySelectorAll('[aria-hidden] li a')].map((tab) => tab.textContent)
    expect(measured).toEqual(brandTabsFor(appFeatures, 'member').map((tab) => labelText(tab.label)))
    expect(within(tabs).queryByRole('link', { name: 'Pages' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
