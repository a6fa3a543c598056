import { describe, expect, it } from 'vitest'
import { brandActionTable, type BrandAction } from '../../../src/domain/brand-roles'
import type { Workspace } from '../../../src/domain/workspace'
import { workspaceLinks } from '../../../src/features/workspace/workspace-links'
import { brandTabAt, brandTabsFor, composeFeatures, type Feature } from '../../../src/lib/features/feature'

// A feature the app does not have, declared as any new one would be.
const invoiceActions = brandActionTable({
  'review-invoices': { roles: ['owner', 'admin'], words: { id: 'roles.action.reviewInvoices', defaultMessage: "review this brand's invoices" } },
})
const invoicesFeature: Feature = {
  roleActions: invoiceActions,
  menu: [{ label: 'Invoices', group: 'brand', under: 'brand', path: 'invoices', shownTo: { brand: 'review-invoices' as BrandAction }, order: 20 }],
  brandTabs: [{ label: 'Invoices', path: 'invoices', order: 20, shownTo: 'review-invoices' as BrandAction }],
}
const overviewFeature: Feature = {
  menu: [{ label: (brand) => brand.name, group: 'brand', under: 'brand', path: '', shownTo: 'signed-in', order: 10 }],
  roleActions: brandActionTable({ 'see-the-brand': { roles: ['owner', 'admin', 'editor', 'member'], words: { id: 'roles.action.seeTheBrand', defaultMessage: 'see this brand' } } }),
  brandTabs: [{ label: 'Overview', path: '', order: 10, shownTo: 'see-the-brand' as BrandAction }],
}

const workspaceAs = (role: 'owner' | 'admin' | 'editor' | 'member' | 'operator'): Workspace => ({
  user: { id: 'u1', name: 'Ana', email: null },
  site_role: 'member',
  brands: [{ id: 'b1', name: 'Northwind Studio', slug: 'northwind', here: true, role }],
  cards: [],
  unread: { messages: 0, notifications: 0 },
  attention: [],
})

describe('the features composed into the app', () => {
  it('gives a new feature its menu entry, its tab and its role action from its one declaration', () => {
    const features = composeFeatures([invoicesFeature, overviewFeature])
    const review = 'review-invoices' as BrandAction
    expect(features.roles.has(review)).toBe(true)
    expect(features.roles.words(review).defaultMessage).toBe("review this brand's invoices")
    expect(['owner', 'admin', 'editor', 'member', 'operator'].map((role) => features.roles.may(role as 'owner', review))).toEqual([true, true, false, false, true])
    expect(workspaceLinks(features, workspaceAs('admin'))).toEqual([
      { label: 'Northwind Studio', to: '/brands/b1', group: 'brand' },
      { label: 'Invoices', to: '/brands/b1/invoices', group: 'brand' },
    ])
    expect(workspaceLinks(features, workspaceAs('editor')).map((link) => link.label)).toEqual(['Northwind Studio'])
    // Tabs stand in their order, not in the order of the list.
    expect(features.brandTabs.map((tab) => tab.label)).toEqual(['Overview', 'Invoices'])
    // Each is shown to the roles its action allows, and to nobody outside the brand.
    const tabsOf = (role: Parameters<typeof brandTabsFor>[1]) => brandTabsFor(features, role).map((tab) => tab.label)
    expect(tabsOf('admin')).toEqual(['Overview', 'Invoices'])
    expect(tabsOf('operator')).toEqual(['Overview', 'Invoices'])
    expect(tabsOf('member')).toEqual(['Overview'])
    expect(tabsOf(null)).toEqual([])
  })

  it("finds the tab whose own screen an address below the brand opens, and none for an item's screen", () => {
    const { brandTabs } = composeFeatures([invoicesFeature, overviewFeature])
    expect(brandTabAt(brandTabs, '')?.label).toBe('Overview')
    expect(brandTabAt(brandTabs, '/')?.label).toBe('Overview')
    expect(brandTabAt(brandTabs, '/invoices')?.label).toBe('Invoices')
    expect(brandTabAt(brandTabs, '/invoices/')?.label).toBe('Invoices')
    expect(brandTabAt(brandTabs, '/invoices/in-42')).toBeUndefined()
    expect(brandTabAt(brandTabs, '/nothing-here')).toBeUndefined()
  })

  it('refuses an action no feature declared, even to a site operator', () => {
    // @ts-expect-error an action no domain's table declares is no BrandAction: a typo fails the type check
    const undeclared: BrandAction = 'review-invoices'
    expect(composeFeatures([overviewFeature]).roles.has(undeclared)).toBe(false)
    const features = composeFeatures([overviewFeature])
    expect(features.roles.has('review-invoices')).toBe(false)
    expect(features.roles.may('operator', 'review-invoices' as BrandAction)).toBe(false)
    expect(workspaceLinks(features, workspaceAs('operator')).map((link) => link.label)).toEqual(['Northwind Studio'])
  })

  it('refuses two features declaring the same action, naming it', () => {
    expect(() => composeFeatures([invoicesFeature, { roleActions: invoiceActions }])).toThrow('The brand action "review-invoices" is declared by two domains\' tables')
  })
})
