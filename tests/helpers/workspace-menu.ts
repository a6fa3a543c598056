import type { Page } from 'playwright-core'

/**
 * Opens a workspace screen as a signed-in person reaches it: from /profile, one click opens the
 * workspace menu, the second (on the entry called `screen`) lands on the screen with that heading.
 */
export async function openFromWorkspaceMenu(page: Page, origin: string, screen: string): Promise<void> {
  await page.goto(`${origin}/profile`)
  await page.getByRole('button', { name: /^Workspace/ }).click()
  await page.getByRole('menuitem', { name: screen, exact: true }).click()
  await page.getByRole('heading', { level: 1, name: screen }).waitFor()
}
