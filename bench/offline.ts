import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../tests/helpers/chromium'
import { startServer } from '../tests/helpers/server'
import { median, projectRoot, writeSection } from './report'

const dist = path.join(projectRoot, 'dist')

async function precacheSize() {
  const worker = await readFile(path.join(dist, 'sw.js'), 'utf8')
  const entries = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)
  let raw = 0
  let gzip = 0
  for (const entry of entries) {
    const bytes = await readFile(path.join(dist, entry))
    raw += (await stat(path.join(dist, entry))).size
    gzip += zlib.gzipSync(bytes, { level: 9 }).length
  }
  return { count: entries.length, raw, gzip }
}

type Timings = Record<'online' | 'offline', number[]>

/**
 * Measured in the page, not by the test driver: from the start of each navigation a script watches
 * the document and notes `performance.now()` in the first animation frame that has an element
 * matching `selector` (with `text`, when given), the frame that paints it. Asking the driver
 * whether the element is there, then asking the page the time, adds the driver's round trips.
 */
async function noteWhenShown(page: Page, selector: string, text?: string) {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.addInitScript(`{
    const selector = ${JSON.stringify(selector)}, text = ${JSON.stringify(text ?? null)}
    const watcher = new MutationObserver(() => {
      if (![...document.querySelectorAll(selector)].some((element) => text === null || element.textContent === text)) return
      watcher.disconnect()
      requestAnimationFrame(() => { window.shownAt = performance.now() })
    })
    watcher.observe(document, { childList: true, subtree: true, characterData: true })
  }`)
}

/** Reloads the page and answers when (ms from the start of the navigation) the watched element was first painted. */
async function reloadUntilShown(page: Page) {
  await page.reload({ waitUntil: 'commit' })
  return page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt).then((handle) => handle.jsonValue() as Promise<number>)
}

/** Reloads a visited card online, then offline: milliseconds until the server-drawn card's name is shown. */
async function cardReloads(browser: Browser, url: string): Promise<Timings> {
  const timings: Timings = { online: [], offline: [] }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  // The server's markup (#card-page), not the app's own drawing of the card.
  await noteWhenShown(page, '#card-page .mqc-name')
  await page.goto(url)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  for (let i = 0; i < 7; i++) timings.online.push(await reloadUntilShown(page))
  await context.setOffline(true)
  for (let i = 0; i < 7; i++) timings.offline.push(await reloadUntilShown(page))
  await context.close()
  return timings
}

/** Milliseconds from the start of a reload until the landing heading (or the card) is in the page. */
export async function benchOffline() {
  const server = await startServer()
  const browser = await launchChromium()
  const timings: Timings = { online: [], offline: [] }
  let card: Timings
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await noteWhenShown(page, 'h1', 'Business cards that travel with you')
    await page.goto(`http://localhost:${server.port}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    for (let i = 0; i < 7; i++) timings.online.push(await reloadUntilShown(page))
    await context.setOffline(true)
    for (let i = 0; i < 7; i++) timings.offline.push(await reloadUntilShown(page))
    await context.close()
    card = await cardReloads(browser, `http://localhost:${server.port}/vcard/demo`)
  } finally {
    await browser.close()
    await server.stop()
  }
  const precache = await precacheSize()
  const table = [
    '| measure | figure |',
    '|---|---|',
    `| reload until the landing heading is shown, **offline** (from the worker's caches; median of 7) | **${Math.round(median(timings.offline))} ms** (aim < 300 ms) |`,
    `| the same reload online, from the server on loopback (baseline) | ${Math.round(median(timings.online))} ms |`,
    `| reload of a visited card (/vcard/demo) until its server-drawn name is shown, **offline** (median of 7) | **${Math.round(median(card.offline))} ms** (aim ≤ 150 ms) |`,
    `| the same card reload online (baseline) | ${Math.round(median(card.online))} ms |`,
    `| precache: ${precache.count} files | ${(precache.raw / 1024).toFixed(0)} KiB, **${(precache.gzip / 1024).toFixed(0)} KiB gzip** (aim < 1 MB) |`,
  ].join('\n')
  const notes = `Chromium at 390×844, no CPU or network throttling, on the demo host \`localhost\`; time is
\`performance.now()\` (from the start of the navigation) in the page's first animation frame that
holds the landing heading or the card's name, noted by a script the test driver adds to every
navigation (until 2026-11-27 the time was asked of the page after the driver had seen the element,
which added the driver's round trips to each figure).`
  await writeSection('offline', 'Offline start from the service worker', `${table}\n\n${notes}`)
  console.log(table)
}
