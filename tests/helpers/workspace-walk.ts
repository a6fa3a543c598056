import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from './axe'
import { useRunningSite, type RunningSite } from './running-site'
import { signInThroughApi } from './sign-in'

export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForLoadState('networkidle')
  // Nothing still loading: the screen shows what it loaded, or says why not.
  await page.getByText(/^Loading\b/).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
}

/**
 * Every screen under /users and /brands/{id} of the demo admin on this host, at one of the
 * viewports (a phone, a desktop): what is still a placeholder and every serious accessibility
 * problem, as sentences.
 */
export async function workspaceScreenProblems(site: RunningSite, host: string, viewport: keyof typeof viewports): Promise<string[]> {
  const origin = site.origin(host)
  const context = await site.browser.newContext({ viewport: viewports[viewport], bypassCSP: true })
  const page = await context.newPage()
  const session = await signInThroughApi(site.smtp, origin, 'admin@example.com')
  await context.addCookies([{ name: 'marque_token', value: session.token, url: origin }])
  const me = (await (await fetch(`${origin}/api/workspace`, { headers: session.headers })).json()) as { user: { id: string } }
  const cards = (await (await fetch(`${origin}/api/brands/${session.brandId}/vcards`, { headers: session.headers })).json()) as { cards: { id: string }[] }
  const brand = `/brands/${session.brandId}`
  const screens = [
    '/profile',
    '/users',
    `/users/${me.user.id}`,
    `/users/${me.user.id}/edit`,
    `/users/${me.user.id}/brands`,
    `/users/${me.user.id}/events`,
    `/users/${me.user.id}/messages`,
    `/users/${me.user.id}/notifications`,
    brand,
    `${brand}/edit`,
    `${brand}/admins`,
    `${brand}/sites`,
    `${brand}/sites/${session.siteId}`,
    `${brand}/vcards`,
    `${brand}/vcards/${cards.cards[0]!.id}`,
    `${brand}/leads`,
    `${brand}/pages`,
    `${brand}/appointments`,
    `${brand}/videos`,
  ]
  const problems: string[] = []
  for (const screen of screens) {
    await page.goto(`${origin}${screen}`)
    await settled(page)
    const where = `${screen} at ${viewports[viewport].width}×${viewports[viewport].height}`
    if (await page.getByText('This page is not available yet.').count()) problems.push(`${where}: still a placeholder`)
    for (const problem of await seriousAccessibilityProblems(page)) {
      problems.push(`${where}: ${problem.impact} ${problem.id} (${problem.help}) on ${problem.targets.slice(0, 3).join(', ')}`)
    }
  }
  await context.close()
  return problems
}

/**
 * The walk of one demo brand's workspace at one viewport, as a test file of its own: each is a
 * minute or more of screens and accessibility checks, and four files share the workers better
 * than two twice as long.
 */
export function describeWorkspaceWalk(brand: string, host: string, viewport: keyof typeof viewports): void {
  describe(`the workspace of ${brand} (${host}) on a ${viewport}`, () => {
    const site = useRunningSite({ mail: true })
    it('has no placeholder and no serious accessibility problem on any screen under /users and /brands/{id}', async () => {
      expect(await workspaceScreenProblems(site, host, viewport)).toEqual([])
    }, 240_000)
  })
}
