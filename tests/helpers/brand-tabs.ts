import type { Locator, Page } from 'playwright-core'

/** The names of the brand's tabs in the row, and of those under "More" (opened and closed again by the mouse). */
export async function tabsOnOffer(page: Page, nav: Locator): Promise<{ inRow: string[]; inMenu: string[] }> {
  const inRow = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())
  const more = nav.getByRole('button', { name: 'More' })
  if ((await more.count()) === 0) return { inRow, inMenu: [] }
  await more.click()
  const menu = page.getByRole('menu')
  await menu.waitFor()
  const inMenu = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'hidden' })
  return { inRow, inMenu }
}
