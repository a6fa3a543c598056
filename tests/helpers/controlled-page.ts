import type { BrowserContext, Page } from 'playwright-core'

/** A new page at the address, once the app's service worker controls it. */
export async function controlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  return page
}
