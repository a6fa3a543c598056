import { describe, expect, it } from 'vitest'
import type { Access } from '../../../server/access/route-access'
import type { MarqueModule } from '../../../server/module-definition'
import { modules } from '../../../server/modules'
import type { BrandAction } from '../../../src/domain/brand-roles'
import { hostA, hostB } from '../../support/api-client'
import { partsByModule, type RouteSamples, type RouteWalk } from '../../support/module-parts'
import { backends, createTestApp } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

type Caller = 'stranger' | 'admin of another brand' | 'the right admin'

const sampleFiles = import.meta.glob<{ routeSamples: RouteSamples }>('../*/route-samples.ts', { eager: true })

/**
 * The value of each path parameter, by its name, from the samples of every module that has some:
 * a name means one thing in every route, so two modules giving one name is a mistake, named.
 */
async function routeSamplesOf(list: readonly MarqueModule[], walk: RouteWalk): Promise<Map<string, () => Promise<string>>> {
  const byName = new Map<string, { module: string; sample: () => Promise<string> }>()
  for (const [module, { routeSamples }] of partsByModule(sampleFiles, list)) {
    for (const [name, sample] of Object.entries(await routeSamples(walk))) {
      const given = byName.get(name)
      if (given) throw new Error(`The path parameter :${name} has samples from both ${given.module} and ${module}; give it in one module's route-samples.ts`)
      byName.set(name, { module, sample })
    }
  }
  return new Map([...byName].map(([name, { sample }]) => [name, sample]))
}

/** What each caller must get from a route of each access: a status, or only "let through" (neither 401 nor 403). */
function expected(access: Access, caller: Caller): number | 'let through' {
  if (caller === 'the right admin' || access === 'public' || access === 'site') return 'let through'
  if (caller === 'stranger') return 401
  // The other brand's admin is signed in on this site as a member only.
  return access === 'signed-in' ? 'let through' : 403
}

// A walk calls every brand route as every kind of caller: it grows with the routes, so it gets more time than one request's test.
const walkTimeoutMs = 180_000

describe.each(backends)('every API route answers as its declared access says (%s)', (backend) => {
  const { t, kit } = useTestApp(backend)

  it('walks every registered /api route as a stranger, as an admin of another brand and as the right admin', async () => {
    const siteA = await kit.siteOf(hostA)
    const siteB = await kit.siteOf(hostB)
    // Owner of brand B and admin of site B, who also signed up on site A.
    const otherEmail = 'other-admin@example.org'
    const otherOnB = await kit.openSession(otherEmail, hostB, 'admin')
    await kit.makeBrandAdmin(otherEmail, hostB, 'owner')
    // Each module's samples of its path parameters, made before the first call (tests/api/{module}/route-samples.ts).
    const samples = await routeSamplesOf(modules, { kit, host: hostA, site: siteA })
    async function fill(url: string, overrides: Record<string, string> = {}) {
      let filled = url
      for (const [, name] of url.matchAll(/:(\w+)/g)) {
        const value = overrides[name!] ?? (await samples.get(name!)?.())
        if (value === undefined) throw new Error(`The walk has no value for :${name} in ${url}; add one to the route-samples.ts of the module's tests (tests/api/{module}/)`)
        filled = filled.replace(`:${name}`, value)
      }
      return filled
    }

    const routes = t.app.apiRoutes
    expect(routes.length).toBeGreaterThanOrEqual(20)
    for (const route of routes) {
      const method = route.method as 'GET'
      // Sessions of their own for each route: one of the routes signs out.
      const otherOnA = await kit.openSession(otherEmail, hostA)
      const tokens: Record<Caller, string | null> = {
        stranger: null,
        'admin of another brand': otherOnA,
        'the right admin': await kit.openSession('admin@example.com', hostA),
      }
      for (const caller of Object.keys(tokens) as Caller[]) {
        const url = await fill(route.url)
        const response = await kit.request({ method, url, host: hostA, token: tokens[caller] })
        const want = expected(route.access, caller)
        const label = `${caller}: ${route.method} ${url} (${JSON.stringify(route.access)}) answered ${response.statusCode} ${response.body.slice(0, 120)}`
        if (want === 'let through') expect([401, 403], label).not.toContain(response.statusCode)
        else expect(response.statusCode, label).toBe(want)
      }

      if (typeof route.access === 'object' && 'brand' in route.access) {
        // Another brand's id is no brand at all through this host, even to that brand's own admin …
        const ownBrandHere = await kit.request({ method, url: await fill(route.url, { brandId: siteB.brand_id }), host: hostA, token: otherOnA })
        expect(ownBrandHere.statusCode, `${route.method} ${route.url} naming brand B on A`).toBe(404)
        // … and brand A's id is none through B's host.
        const foreignBrand = await kit.request({ method, url: await fill(route.url), host: hostB, token: otherOnB })
        expect(foreignBrand.statusCode, `${route.method} ${route.url} naming brand A on B`).toBe(404)
      }
      if (route.access !== 'public' && route.access !== 'site') {
        // A token is bound to the site it was issued on.
        const elsewhere = await kit.request({ method, url: await fill(route.url), host: hostA, token: otherOnB })
        expect(elsewhere.statusCode, `${route.method} ${route.url} with a token of site B`).toBe(401)
      }
    }
  }, walkTimeoutMs)

  it.each<[string, string, Access | undefined, string]>([
    ['an /api route declares no access, naming the route', '/api/forgotten', undefined, 'The API route GET /api/forgotten declares no access'],
    [
      'a brand route has no brand in its path',
      '/api/brand-settings',
      { brand: 'edit-brand' },
      'The API route GET /api/brand-settings declares { brand: "edit-brand" } but has no :brandId param',
    ],
    [
      'a brand route declares an action no module adds to the role table',
      '/api/brands/:brandId/invoices',
      { brand: 'review-invoices' as BrandAction },
      'The API route GET /api/brands/:brandId/invoices declares an unknown access {"brand":"review-invoices"}',
    ],
  ])('refuses to start when %s', async (_when, path, access, error) => {
    await expect(
      createTestApp(backend, {}, {
        prepare: (app) =>
          app.register(async (scope) => {
            scope.get(path, access === undefined ? {} : { config: { access } }, async () => ({}))
          }),
      }),
    ).rejects.toThrow(error)
  })
})
