import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appFeatures } from '../../src/app/features'
import { plannedScreensFeature } from '../../src/features/planned-screens/feature'
import { seriousAccessibilityProblems } from './axe'
import { useRunningSite } from './running-site'
import { signInThroughApi } from './sign-in'

export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

async function settled(page: Page) {
  // A screen's title shows once its code has loaded; on a busy machine, with the run's other servers and browsers, that can take a while.
  await page.locator('main h1').first().waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  // Nothing still loading: the screen shows what it loaded, or says why not.
  await page.getByText(/^Loading\b/).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
}

/** Resolves once the page has drawn a frame at its present size. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Where the walk's screens are, for the demo admin on one host. */
type Workspace = { origin: string; me: string; brand: string }

/** Where an entry of the menu or a tab is, by what it is under; `{me}` and `{brand}` are filled in for the host. */
const under = { site: '', user: '/users/{me}', brand: '/brands/{brand}' } as const
const addressOf = (base: keyof typeof under, path: string) => (path === '' ? under[base] || '/' : `${under[base]}/${path}`)

/**
 * The addresses the app has (TanStack Router's list of them, src/route-tree.gen.ts), each with its
 * parameters as `$name`.
 */
function appAddresses(): string[] {
  const tree = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'src', 'route-tree.gen.ts'), 'utf8')
  const list = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)
  if (!list) throw new Error('src/route-tree.gen.ts lists no FileRoutesByTo: read the app\'s addresses another way')
  return [...list[1]!.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!)
}

/**
 * The screens of the demo admin's workspace, from the features (src/app/features.ts): the address
 * of every menu entry the demo admin is offered (they own the demo brand and run its site, so all
 * but those for people outside the brand), of every tab of the brand's and the person's sections
 * but the planned ones (src/features/planned-screens/, placeholders until their domains come), and
 * of one item of each of those sections that opens to a screen of its own (`/brands/{brand}/vcards/$vcardId`),
 * found on the section's screen. A new feature's screens are walked without a line here.
 */
function workspaceScreens(): { person: string[]; brand: string[] } {
  const planned = new Set(plannedScreensFeature.brandTabs)
  const screens = [
    ...appFeatures.menu.filter((entry) => entry.shownTo !== 'outside-the-brand').map((entry) => addressOf(entry.under, entry.path)),
    ...appFeatures.brandTabs.filter((tab) => !planned.has(tab)).map((tab) => addressOf('brand', tab.path)),
    ...appFeatures.userTabs.map((tab) => addressOf('user', tab.path)),
  ]
  const sections = new Set(screens.filter((screen) => screen.startsWith(`${under.brand}/`)).map((screen) => screen.slice(under.brand.length + 1)))
  for (const address of appAddresses()) {
    const item = /^\/brands\/\$id\/([^/]+)\/\$\w+$/.exec(address)
    if (item && sections.has(item[1]!)) screens.push(`${under.brand}/${item[1]}/{item}`)
  }
  const unique = [...new Set(screens)]
  const ofBrand = (screen: string) => screen === under.brand || screen.startsWith(`${under.brand}/`)
  return { person: unique.filter((screen) => !ofBrand(screen)), brand: unique.filter(ofBrand) }
}

const screensByPart = workspaceScreens()

const filled = (screen: string, workspace: Workspace) => screen.replace(/\{(me|brand)\}/g, (_, name: 'me' | 'brand') => workspace[name])

/** The address of a screen: an item's is the first item its section's screen links to. */
async function addressOfScreen(page: Page, workspace: Workspace, screen: string): Promise<string> {
  if (!screen.endsWith('/{item}')) return filled(screen, workspace)
  const section = filled(screen.slice(0, -'/{item}'.length), workspace)
  await page.goto(`${workspace.origin}${section}`)
  await settled(page)
  const link = await page.locator(`main a[href^="${section}/"]`).first().getAttribute('href', { timeout: 10_000 })
  if (!link) throw new Error(`${section} links to none of its items`)
  return link
}

/**
 * One screen of the demo admin's workspace, loaded once, looked at on a phone and then widened to a
 * desktop: what is still a placeholder and every serious accessibility problem, as sentences.
 */
async function screenProblems(context: BrowserContext, workspace: Workspace, screen: string): Promise<string[]> {
  const page = await context.newPage()
  try {
    await page.goto(`${workspace.origin}${await addressOfScreen(page, workspace, screen)}`)
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
export function describeWorkspaceWalk(brand: string, host: string, part: keyof typeof screensByPart): void {
  describe(`the ${part} screens of ${brand}'s workspace (${host}) on a phone and a desktop`, () => {
    const site = useRunningSite({ mail: true })
    let context: BrowserContext
    let workspace: Workspace
    beforeAll(async () => {
      const origin = site.origin(host)
      const session = await signInThroughApi(site.smtp, origin, 'admin@example.com')
      const me = (await (await fetch(`${origin}/api/workspace`, { headers: session.headers })).json()) as { user: { id: string } }
      workspace = { origin, me: me.user.id, brand: session.brandId }
      context = await site.browser.newContext({ viewport: viewports.phone, bypassCSP: true })
      await context.addCookies([{ name: 'marque_token', value: session.token, url: origin }])
    })
    afterAll(() => context?.close())

    it.each(screensByPart[part])('%s has no placeholder and no serious accessibility problem', async (screen) => {
      expect(await screenProblems(context, workspace, screen)).toEqual([])
    })
  })
}
