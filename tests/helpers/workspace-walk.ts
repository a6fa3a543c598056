import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from './axe'
import { useRunningSite } from './running-site'
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

/** Where the walk's screens are, for the demo admin on one host. */
type Workspace = { origin: string; me: string; brand: string; site: string; card: string }

/** The screens of the demo admin's workspace, by the part of the menu they are in; `{me}` and the like are filled in. */
const workspaceScreens = {
  person: ['/profile', '/users', '/users/{me}', '/users/{me}/edit', '/users/{me}/brands', '/users/{me}/events', '/users/{me}/messages', '/users/{me}/notifications'],
  brand: [
    '/brands/{brand}',
    '/brands/{brand}/edit',
    '/brands/{brand}/admins',
    '/brands/{brand}/sites',
    '/brands/{brand}/sites/{site}',
    '/brands/{brand}/vcards',
    '/brands/{brand}/vcards/{card}',
    '/brands/{brand}/leads',
    '/brands/{brand}/pages',
    '/brands/{brand}/appointments',
    '/brands/{brand}/videos',
  ],
} as const

const filled = (screen: string, workspace: Workspace) => screen.replace(/\{(me|brand|site|card)\}/g, (_, name: 'me' | 'brand' | 'site' | 'card') => workspace[name])

/**
 * One screen of the demo admin's workspace, loaded once, looked at on a phone and then widened to a
 * desktop: what is still a placeholder and every serious accessibility problem, as sentences.
 */
async function screenProblems(context: BrowserContext, workspace: Workspace, screen: string): Promise<string[]> {
  const page = await context.newPage()
  try {
    await page.goto(`${workspace.origin}${filled(screen, workspace)}`)
    await settled(page)
    const problems: string[] = []
    if (await page.getByText('This page is not available yet.').count()) problems.push(`${screen}: still a placeholder`)
    for (const size of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(size)
      await nextFrame(page)
      for (const problem of await seriousAccessibilityProblems(page)) {
        problems.push(`${screen} at ${size.width}×${size.height}: ${problem.impact} ${problem.id} (${problem.help}) on ${problem.targets.slice(0, 3).join(', ')}`)
      }
    }
    return problems
  } finally {
    await page.close()
  }
}

/**
 * The walk of one part of a demo brand's workspace, as a test file of its own with a test per
 * screen: each screen is a few seconds of loading and accessibility checks, far inside a test's
 * limit however loaded the machine, and the parts share the workers. The demo admin signs in once
 * for the file; every screen opens in a page of its own.
 */
export function describeWorkspaceWalk(brand: string, host: string, part: keyof typeof workspaceScreens): void {
  describe(`the ${part} screens of ${brand}'s workspace (${host}) on a phone and a desktop`, () => {
    const site = useRunningSite({ mail: true })
    let context: BrowserContext
    let workspace: Workspace
    beforeAll(async () => {
      const origin = site.origin(host)
      const session = await signInThroughApi(site.smtp, origin, 'admin@example.com')
      const me = (await (await fetch(`${origin}/api/workspace`, { headers: session.headers })).json()) as { user: { id: string } }
      const cards = (await (await fetch(`${origin}/api/brands/${session.brandId}/vcards`, { headers: session.headers })).json()) as { cards: { id: string }[] }
      workspace = { origin, me: me.user.id, brand: session.brandId, site: session.siteId, card: cards.cards[0]!.id }
      context = await site.browser.newContext({ viewport: viewports.phone, bypassCSP: true })
      await context.addCookies([{ name: 'marque_token', value: session.token, url: origin }])
    })
    afterAll(() => context?.close())

    it.each(workspaceScreens[part])('%s has no placeholder and no serious accessibility problem', async (screen) => {
      expect(await screenProblems(context, workspace, screen)).toEqual([])
    })
  })
}
