// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import { brandRoles, type BrandRole } from '../../../src/domain/brand-roles'
import { whoMay } from '../../../src/lib/features/brand-role'
import { brandTabsFor, labelText, type Label, type RoleInBrand } from '../../../src/lib/features/feature'
import type { RoleTableRows } from '../../support/module-parts'

/**
 * The role table as the modules' tests write it out again (tests/api/{module}/role-table.ts), the
 * same rows tests/api/platform/role-table.test.ts holds the server's answers to: here they decide
 * the brand's tabs each role is shown.
 */
const spec: Record<string, readonly BrandRole[]> = Object.assign(
  {},
  ...Object.values(import.meta.glob<RoleTableRows>('../../api/*/role-table.ts', { eager: true, import: 'roleTable' })),
)
const labels = (tabs: readonly { label: Label }[]) => tabs.map((tab) => labelText(tab.label))

describe('the brand tabs each role is shown, by the role table the server checks', () => {
  it('names, for every tab, an action of the table', () => {
    expect(Object.keys(spec).length).toBeGreaterThan(10)
    for (const tab of appFeatures.brandTabs) expect(spec[tab.shownTo], `the action of the ${labelText(tab.label)} tab`).toBeDefined()
  })

  it.each(brandRoles)('shows %s exactly the tabs whose action the table lets the role do', (role) => {
    const expected = appFeatures.brandTabs.filter((tab) => spec[tab.shownTo]!.includes(role))
    expect(labels(brandTabsFor(appFeatures, role))).toEqual(labels(expected))
  })

  it.each<[string, RoleInBrand]>([
    ['a site operator every tab', 'operator'],
    ['someone with no role in the brand none', null],
  ])('shows %s', (_, role) => {
    expect(labels(brandTabsFor(appFeatures, role))).toEqual(role === 'operator' ? labels(appFeatures.brandTabs) : [])
  })

  it('shows a plain member fewer tabs than an owner, and every one of them to an owner', () => {
    const member = labels(brandTabsFor(appFeatures, 'member'))
    const owner = labels(brandTabsFor(appFeatures, 'owner'))
    expect(member.length).toBeGreaterThan(0)
    expect(member.length).toBeLessThan(owner.length)
    expect(owner).toEqual(expect.arrayContaining(member))
  })

  it('words who may do an action from the same table', () => {
    for (const action of appFeatures.roles.actions) {
      const named = whoMay(appFeatures.roles, action)
      for (const role of brandRoles) expect(named.includes(`${role}s`), `${action}: ${named}`).toBe(spec[action]!.includes(role))
    }
  })
})
