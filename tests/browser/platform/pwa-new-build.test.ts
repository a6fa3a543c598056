import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { controlledPage } from '../../helpers/controlled-page'
import { copyAsNewBuild } from '../../helpers/new-build'
import { useRunningSite } from '../../helpers/running-site'

const dist = path.resolve('dist')

/** True once the page has been replaced by a full load; a client-side navigation keeps the marker. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)

/**
 * Fails naming the step when it has not ended in time. A page that never finishes loading holds
 * Playwright's own waits past their timeout, which would leave only the test's timeout to say so.
 */
function within<T>(step: string, work: Promise<T>, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${step}: not done in ${ms / 1000} s`)), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function replaceDirectory(target: string, source: string) {
  for (const entry of await readdir(target)) await rm(path.join(target, entry), { recursive: true, force: true })
  await cp(source, target, { recursive: true })
}

describe('a new build, in Chromium against the real server', () => {
  let staticDir: string
  let secondBuild: string

  // Registered before the site's own hooks: the folders exist when the server starts, and are
  // removed after it has stopped.
  beforeAll(async () => {
    // The server serves a copy of the build, so a second build can be put in its place.
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'marque-static-'))
    secondBuild = path.join(await mkdtemp(path.join(os.tmpdir(), 'marque-build-b-')), 'dist')
    await cp(dist, staticDir, { recursive: true })
  })
  afterAll(async () => {
    await rm(staticDir, { recursive: true, force: true })
    await rm(path.dirname(secondBuild), { recursive: true, force: true })
  })
  const site = useRunningSite({ env: () => ({ STATIC_DIR: staticDir }) })
  const { origin } = site

  it('finds a second build served by the same server and lands on it at the next navigation; the guard stops a reload loop', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
    // A step that cannot happen fails within 30 s, naming itself, rather than waiting for the test's end.
    context.setDefaultTimeout(30_000)
    // The page's clock stands still unless the test moves it: the reload guard's 10 s are measured
    // on it, never on how fast this machine runs the steps. Timers still run.
    const start = Date.parse('2026-05-04T10:00:00Z')
    await context.clock.setFixedTime(start)
    // A page of the app: "/" is the server's landing, whose small script does not look for builds.
    const page = await controlledPage(context, `${origin('localhost')}/contact`)
    const firstBuild = JSON.parse(await readFile(path.join(staticDir, 'build-info.json'), 'utf8')) as { id: string }
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstBuild.id)

    // The next deploy: the build's copy with a new id, its scripts renamed, and a new worker.
    const newBuild = await copyAsNewBuild(staticDir, secondBuild)
    expect(newBuild.id).not.toBe(firstBuild.id)
    await replaceDirectory(staticDir, secondBuild)

    // The tab coming back into focus makes the app look for a newer build. Its worker takes over
    // the open page as soon as it has installed, while the page is idle.
    const firstWorker = await page.evaluateHandle(() => navigator.serviceWorker.controller)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await page.waitForFunction((id) => document.documentElement.dataset.newerBuild === id, newBuild.id, { timeout: 30_000 })
    await page.waitForFunction((first) => navigator.serviceWorker.controller !== first && navigator.serviceWorker.controller?.state === 'activated', firstWorker)
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstBuild.id)
    await markPage(page)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await within('the page loads the new build', page.waitForFunction((id) => document.documentElement.dataset.build === id, newBuild.id))
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await stillSamePage(page)).toBe(false)

    // A broken deploy: build-info.json announces a build that never arrives.
    await writeFile(path.join(staticDir, 'build-info.json'), JSON.stringify({ id: 'announced-only', time: newBuild.time + 60_000 }))
    const announce = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await page.waitForFunction(() => document.documentElement.dataset.newerBuild === 'announced-only', undefined, { timeout: 30_000 })
      await markPage(page)
    }
    await announce()
    await page.getByRole('link', { name: 'Contact' }).click()
    await page.getByRole('heading', { name: 'Contact Northwind Studio' }).waitFor()
    expect(await stillSamePage(page)).toBe(false)

    await announce()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/login$/)
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor()
    // /login was reloaded moments ago (no time has passed on the page's clock): this time the app
    // moves there without reloading.
    expect(await stillSamePage(page)).toBe(true)

    // 9.999 s after /contact was reloaded, it still is not reloaded again.
    await context.clock.setFixedTime(start + 9_999)
    await announce()
    await page.getByRole('link', { name: 'Contact' }).click()
    await page.getByRole('heading', { name: 'Contact Northwind Studio' }).waitFor()
    expect(await stillSamePage(page)).toBe(true)

    // 10 s after /login was reloaded, the guard lets it be reloaded once more.
    await context.clock.setFixedTime(start + 10_000)
    await announce()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/login$/)
    await page.getByRole('textbox', { name: /e-mail/i }).waitFor()
    expect(await stillSamePage(page)).toBe(false)
    await context.close()
  })
})
