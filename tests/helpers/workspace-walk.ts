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

/** Resolves once the page has drawn a frame at its present size. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Every screen under /users and /brands/{id} of the demo admin on this host, at a phone's size and
 * at a desktop's (each screen is loaded once, looked at on a phone, then widened): what is still a
 * placeholder and every serious accessibility problem, as sentences.
 */
export async function workspaceScreenProblems(site: RunningSite, host: string): Promise<string[]> {
  const origin = site.origin(host)
  const context = await site.browser.newContext({ viewport: viewports.phone, bypassCSP: true })
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
    await page.setViewportSize(viewports.phone)
    await page.goto(`${origin}${screen}`)
    await settled(page)
    if (await page.getByText('This page is not available yet.').count()) problems.push(`${screen}: still a placeholder`)
    for (const size of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(size)
      await nextFrame(page)
      for (const problem of await seriousAccessibilityProblems(page)) {
        problems.push(`${screen} at ${size.width}×${size.height}: ${problem.impact} ${problem.id} (${problem.help}) on ${problem.targets.slice(0, 3).join(', ')}`)
      }
    }
  }
  await context.close()
  return problems
}

/**
 * The walk of one demo brand's workspace, as a test file of its own: each is a minute or more of
 * screens and accessibility checks, and two files share the workers better than one twice as long.
 */
export function describeWorkspaceWalk(brand: string, host: string): void {
  describe(`the workspace of ${brand} (${host}) on a phone and a desktop`, () => {
    const site = useRunningSite({ mail: true })
    it('has no placeholder and no serious accessibility problem on any screen under /users and /brands/{id}', async () => {
      expect(await workspaceScreenProblems(site, host)).toEqual([])
      // 19 screens, each through axe twice: over three minutes on a loaded two-core machine.
    }, 360_000)
  })
}
