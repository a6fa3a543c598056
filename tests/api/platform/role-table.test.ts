import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { roleTableOf } from '../../../server/module-definition'
import { modules } from '../../../server/modules'
import { appFeatures } from '../../../src/app/features'
import { brandRoles, type BrandRole } from '../../../src/domain/brand-roles'
import { hostA, hostB } from '../../support/api-client'
import { partsByModule, type RoleTableRows } from '../../support/module-parts'
import { brandPeople } from '../../support/brand-people'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

/**
 * The role table, written out again by the modules' tests: which brand roles may do each action
 * of each module of the list (tests/api/{module}/role-table.ts). A site's operator may do all of
 * them; anyone else, none. The walk below holds every brand route to it.
 */
const rowsByModule = partsByModule(import.meta.glob<RoleTableRows>('../*/role-table.ts', { eager: true, import: 'roleTable' }), modules)
const roleTable: Record<string, readonly BrandRole[]> = Object.assign({}, ...rowsByModule.values())
const roles = brandRoles
const bogusId = '00000000-0000-4000-8000-000000000000'

// A walk calls every brand route as every kind of caller: it grows with the routes, so it gets more time than one request's test.
const walkTimeoutMs = 180_000

describe.each(backends)('the brand role table (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  const personWith = brandPeople(t, kit)

  it('gives the screens the table the server checks: the same actions, roles and words, each as its module\'s tests write it', () => {
    const sorted = (actions: readonly string[]) => [...actions].sort()
    // Each module's actions, and no other, written out again by its tests.
    for (const module of modules) {
      expect(sorted(Object.keys(rowsByModule.get(module.name) ?? {})), `the actions of tests/api/${module.name}/role-table.ts`).toEqual(sorted(Object.keys(module.roleActions ?? {})))
    }
    const actions = roleTableOf(modules).actions
    expect(sorted(t.app.roles.actions)).toEqual(sorted(actions))
    expect(sorted(appFeatures.roles.actions)).toEqual(sorted(actions))
    expect(sorted(Object.keys(roleTable))).toEqual(sorted(actions))
    for (const action of actions) {
      const allowed = roleTable[action]!
      for (const role of roles) {
        expect(t.app.roles.may(role, action), `${role} ${action} on the server`).toBe(allowed.includes(role))
        expect(appFeatures.roles.may(role, action), `${role} ${action} on the screens`).toBe(allowed.includes(role))
      }
      expect(t.app.roles.may('operator', action)).toBe(true)
      expect(appFeatures.roles.may('operator', action)).toBe(true)
      expect(appFeatures.roles.words(action)).toBe(t.app.roles.words(action))
    }
  })

  it('lets each role, the site operator, a non-member and another brand\'s member call every brand route exactly as the table says', async () => {
    const brandA = (await kit.siteOf(hostA)).brand_id
    const brandB = (await kit.siteOf(hostB)).brand_id
    const callers: Record<string, string> = {}
    for (const role of roles) callers[role] = (await personWith(role)).token
    callers['site operator'] = await kit.openSession(`operator-${randomBytes(4).toString('hex')}@example.org`, hostA, 'admin')
    callers['non-member'] = await kit.openSession(`outsider-${randomBytes(4).toString('hex')}@example.org`, hostA)
    // An owner of brand B, signed in on site A too.
    const otherBrand = await personWith('owner', hostB)
    callers['member of the other brand'] = await kit.openSession(otherBrand.email, hostA)

    const brandRoutes = t.app.apiRoutes.filter((route) => typeof route.access === 'object' && 'brand' in route.access)
    expect(brandRoutes.length).toBeGreaterThanOrEqual(15)
    const actionsSeen = new Set<string>()
    for (const route of brandRoutes) {
      const action = (route.access as { brand: string }).brand
      actionsSeen.add(action)
      const allowedRoles = roleTable[action]
      expect(allowedRoles, `${route.method} ${route.url} declares ${action}, which no module's tests/api/{module}/role-table.ts has: add it`).toBeDefined()
      const url = (brandId: string) => route.url.replace(/:(\w+)/g, (_match, name: string) => (name === 'brandId' ? brandId : bogusId))
      for (const [caller, token] of Object.entries(callers)) {
        const response = await kit.request({ method: route.method as 'GET', url: url(brandA), host: hostA, token, payload: {} })
        const label = `${caller}: ${route.method} ${route.url} (${action}) answered ${response.statusCode} ${response.body.slice(0, 140)}`
        const allowed = caller === 'site operator' || allowedRoles!.includes(caller as BrandRole)
        if (caller === 'member of the other brand') expect([403, 404], label).toContain(response.statusCode)
        else if (allowed) expect([401, 403], label).not.toContain(response.statusCode)
        else expect(response.statusCode, label).toBe(403)
      }
      // Brand B's own owner, naming brand B through site A's host, finds no such brand.
      const foreign = await kit.request({ method: route.method as 'GET', url: url(brandB), host: hostA, token: callers['member of the other brand'], payload: {} })
      expect(foreign.statusCode, `${route.method} ${route.url} naming brand B on A`).toBe(404)
    }
    // The routes cover the actions a person does through the API today.
    for (const action of ['view-brand', 'edit-brand', 'manage-members', 'edit-cards', 'edit-own-card']) expect(actionsSeen).toContain(action)
  }, walkTimeoutMs)
})
