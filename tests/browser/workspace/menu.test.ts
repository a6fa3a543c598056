import { describe, expect, it } from 'vitest'
import { useRunningSite } from '../../helpers/running-site'
import { signIn } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

describe('the workspace menu', () => {
  const site = useRunningSite({ mail: true })

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
      'Pages',
      'Leads',
      'Videos',
      'Appointments',
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
