import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import { labelText, type MenuAudience } from '../../../src/lib/features/feature'
import { useRunningSite } from '../../helpers/running-site'
import { signIn } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'

/** The menu's entries (src/app/features.ts) for an audience, in the menu's order, the brand's own called by the demo brand's name. */
const labelsOf = (offered: (audience: MenuAudience) => boolean) =>
  appFeatures.menu.filter((entry) => offered(entry.shownTo)).map((entry) => (typeof entry.label === 'function' ? entry.label({ name: 'Northwind Studio' }) : labelText(entry.label)))

describe('the workspace menu', () => {
  const site = useRunningSite({ mail: true })

  it("takes the demo admin to every tool their role allows in two clicks from the workspace menu, and a plain member only to their own", async () => {
    const { context, page, origin } = await site.newPage('localhost', { viewport: viewports.desktop })
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
    // The demo admin owns the brand and runs the site: every entry is theirs but those for people outside the brand.
    expect(adminItems).toEqual([...labelsOf((audience) => audience !== 'outside-the-brand'), 'Sign out'])
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
    const { context: memberContext, page: member } = await site.newPage('localhost', { viewport: viewports.phone })
    await signIn(member, site.smtp, origin, 'plain.member@example.org')
    await member.goto(`${origin}/profile`)
    await member.getByRole('region', { name: 'Needs your attention' }).waitFor()
    await member.getByRole('button', { name: 'Open menu' }).click()
    const workspaceNav = member.getByRole('navigation', { name: 'Workspace' })
    await workspaceNav.waitFor()
    const memberLinks = (await workspaceNav.getByRole('link').allInnerTexts()).map((text) => text.trim())
    expect(memberLinks).toEqual([...labelsOf((audience) => audience === 'signed-in' || audience === 'outside-the-brand'), 'Sign out'])
    await workspaceNav.getByRole('link', { name: 'Messages' }).click()
    await member.waitForURL(/\/users\/[^/]+\/messages$/)
    await memberContext.close()
  })
})
