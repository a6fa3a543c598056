import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAccessibilityProblems } from '../helpers/axe'
import { useRunningSite } from '../helpers/running-site'
import { signIn, signInThroughApi } from '../helpers/sign-in'

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForLoadState('networkidle')
  // Nothing still loading: the screen shows what it loaded, or says why not.
  await page.getByText(/^Loading\b/).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
}

describe('the workspace', () => {
  const site = useRunningSite({ mail: true })

  it.each(['localhost', '127.0.0.1'])(
    'has no placeholder and no serious accessibility problem on any screen under /users and /brands/{id}, on a phone and a desktop (%s)',
    async (host) => {
      const origin = site.origin(host)
      const context = await site.browser.newContext({ viewport: viewports.desktop, bypassCSP: true })
      const page = await context.newPage()
      await signIn(page, site.smtp, origin, 'admin@example.com')
      const session = await signInThroughApi(site.smtp, origin, 'admin@example.com')
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
      ]
      const problems: string[] = []
      for (const viewport of Object.values(viewports)) {
        await page.setViewportSize(viewport)
        for (const screen of screens) {
          await page.goto(`${origin}${screen}`)
          await settled(page)
          const where = `${screen} at ${viewport.width}×${viewport.height}`
          if (await page.getByText('This page is not available yet.').count()) problems.push(`${where}: still a placeholder`)
          for (const problem of await seriousAccessibilityProblems(page)) {
            problems.push(`${where}: ${problem.impact} ${problem.id} (${problem.help}) on ${problem.targets.slice(0, 3).join(', ')}`)
          }
        }
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it("takes the demo admin to every tool their role allows in two clicks from the workspace menu, and a plain member only to their own", async () => {
    const origin = site.origin('localhost')
    const context = await site.browser.newContext({ viewport: viewports.desktop })
    const page = await context.newPage()
    await signIn(page, site.smtp, origin, 'admin@example.com')
    await page.goto(`${origin}/profile`)
    await page.getByRole('region', { name: 'Needs your attention' }).waitFor()

    const menuItems = async () => {
      await page.getByRole('button', { name: /^Workspace/ }).click()
      const items = page.getByRole('menuitem')
      await items.first().waitFor()
      return items.allInnerTexts()
    }
    const adminItems = (await menuItems()).map((text) => text.trim())
    expect(adminItems).toEqual([
      'Dashboard',
      'Your cards and brands',
      'Messages',
      'Notifications',
      'Profile',
      'Activity',
      'Northwind Studio',
      'Cards',
      'Members',
      'Brand settings',
      'Sites',
      'Users',
      'Sign out',
    ])
    await page.keyboard.press('Escape')
    // Each item: one click opens the menu, the second lands on a screen with its heading.
    for (const item of adminItems.filter((text) => text !== 'Sign out')) {
      await page.getByRole('button', { name: /^Workspace/ }).click()
      await page.getByRole('menuitem', { name: item, exact: true }).click()
      await page.locator('main h1').first().waitFor()
      expect(new URL(page.url()).pathname, item).not.toBe('/login')
    }
    await context.close()

    // A plain member: their own things, the brand's overview only if they belong to it, and no site tools.
    const memberContext = await site.browser.newContext({ viewport: viewports.phone })
    const member = await memberContext.newPage()
    await signIn(member, site.smtp, origin, 'plain.member@example.org')
    await member.goto(`${origin}/profile`)
    await member.getByRole('region', { name: 'Needs your attention' }).waitFor()
    await member.getByRole('button', { name: 'Open menu' }).click()
    const workspaceNav = member.getByRole('navigation', { name: 'Workspace' })
    await workspaceNav.waitFor()
    const memberLinks = (await workspaceNav.getByRole('link').allInnerTexts()).map((text) => text.trim())
    expect(memberLinks).toEqual(['Dashboard', 'Your cards and brands', 'Messages', 'Notifications', 'Profile', 'Activity', 'Brands', 'Sign out'])
    await workspaceNav.getByRole('link', { name: 'Messages' }).click()
    await member.waitForURL(/\/users\/[^/]+\/messages$/)
    await memberContext.close()
  })
})
