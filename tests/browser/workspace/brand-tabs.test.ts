import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appFeatures } from '../../../src/app/features'
import { labelText } from '../../../src/lib/features/feature'
import { demoHosts } from '../../helpers/demo-brands'
import { expectNoSidewaysScroll } from '../../helpers/layout'
import { useRunningSite } from '../../helpers/running-site'
import { signedInPage, signInThroughApi } from '../../helpers/sign-in'
import { viewports } from '../../helpers/workspace-walk'
import { tabsOnOffer } from '../../helpers/brand-tabs'

const everyTab = appFeatures.brandTabs.map((tab) => labelText(tab.label))

/** The row's items (tabs and "More") all on one line, each wholly inside the row: none cut off. */
async function expectOneRow(nav: Locator) {
  const row = (await nav.boundingBox())!
  const items = await nav.locator(':scope > * > ul > li').all()
  const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!))
  // One row: every item lies across the same line, whatever its height.
  const line = Math.max(...boxes.map((box) => box.y))
  for (const box of boxes) expect(box.y + box.height, 'an item below the first row').toBeGreaterThan(line)
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(row.x - 0.5)
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5)
  }
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace('▾', '').trim() ?? '')

describe('the brand\'s tabs', () => {
  const site = useRunningSite({ mail: true })

  it.each(demoHosts.flatMap((host) => Object.entries(viewports).map(([size, viewport]) => [host, size, viewport] as const)))(
    'on %s on a %s take one row, grouped, and every tab is reached by mouse and by keyboard',
    async (host, _size, viewport) => {
      const origin = site.origin(host)
      const admin = await signInThroughApi(site.smtp, origin, 'admin@example.com')
      const { context, page } = await signedInPage(site.browser, origin, admin.token, { viewport })
      await page.goto(`${origin}/brands/${admin.brandId}`)
      const nav = page.getByRole('navigation', { name: 'Brand sections' })
      await nav.getByRole('link', { name: 'Overview' }).waitFor()
      await page.waitForLoadState('networkidle')
      await expectOneRow(nav)
      await expectNoSidewaysScroll(page)

      const { inRow, inMenu } = await tabsOnOffer(page, nav)
      expect([...inRow, ...inMenu].sort()).toEqual([...everyTab].sort())

      // By keyboard: Tab goes along the row to "More", whose menu opens on Enter and walks with the arrows.
      await nav.getByRole('link', { name: 'Overview' }).focus()
      const reached = ['Overview']
      for (let step = 1; step < inRow.length + (inMenu.length > 0 ? 1 : 0); step++) {
        await page.keyboard.press('Tab')
        reached.push(await focusedName(page))
      }
      expect(reached).toEqual(inMenu.length > 0 ? [...inRow, 'More'] : inRow)
      if (inMenu.length === 0) return void (await context.close())
      await page.keyboard.press('Enter')
      await page.getByRole('menu').waitFor()
      const walked = [await focusedMenuItem(page)]
      for (let step = 1; step < inMenu.length; step++) {
        await page.keyboard.press('ArrowDown')
        walked.push(await focusedMenuItem(page))
      }
      expect(walked).toEqual(inMenu)
      // Enter on the last opens its screen, and its tab then stands in the row, marked as the one open.
      await page.keyboard.press('Enter')
      const last = appFeatures.brandTabs.find((tab) => labelText(tab.label) === inMenu.at(-1))!
      await page.waitForURL(`${origin}/brands/${admin.brandId}/${last.path}`)
      await nav.getByRole('link', { name: labelText(last.label) }).and(nav.locator('[aria-current=page]')).waitFor()
      await expectOneRow(nav)

      // By mouse: the first under "More" opens too.
      const { inMenu: nowInMenu } = await tabsOnOffer(page, nav)
      await nav.getByRole('button', { name: 'More' }).click()
      await page.getByRole('menuitem', { name: nowInMenu[0], exact: true }).click()
      const first = appFeatures.brandTabs.find((tab) => labelText(tab.label) === nowInMenu[0])!
      await page.waitForURL(`${origin}/brands/${admin.brandId}${first.path ? `/${first.path}` : ''}`)
      await nav.getByRole('link', { name: labelText(first.label) }).and(nav.locator('[aria-current=page]')).waitFor()
      await expectOneRow(nav)
      await expectNoSidewaysScroll(page)
      await context.close()
    },
  )
})

/** The menu item the keyboard is on: Chakra's menu marks it highlighted. */
const focusedMenuItem = (page: Page) => page.getByRole('menuitem').and(page.locator('[data-highlighted]')).innerText().then((text) => text.trim())
