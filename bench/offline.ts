import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
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

/** Reloads a visited card online, then offline: milliseconds until the server-drawn card's name is shown. */
async function cardReloads(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<Timings> {
  const timings: Timings = { online: [], offline: [] }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const reloadUntilCard = async () => {
    await page.reload({ waitUntil: 'commit' })
    // The server's markup (#card-page), not the app's own drawing of the card.
    await page.waitForSelector('#card-page .mqc-name', { state: 'attached' })
    return page.evaluate(() => performance.now())
  }
  for (let i = 0; i < 7; i++) timings.online.push(await reloadUntilCard())
  await context.setOffline(true)
  for (let i = 0; i < 7; i++) timings.offline.push(await reloadUntilCard())
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
    const heading = 'Business cards that travel with you'
    const url = `http://localhost:${server.port}/`
    await page.goto(url)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const reloadUntilContent = async () => {
      await page.reload({ waitUntil: 'commit' })
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === text),
        heading,
        { polling: 'raf' },
      )
      return page.evaluate(() => performance.now())
    }
    for (let i = 0; i < 7; i++) timings.online.push(await reloadUntilContent())
    await context.setOffline(true)
    for (let i = 0; i < 7; i++) timings.offline.push(await reloadUntilContent())
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
\`performance.now()\` in the page when the heading appears (from the start of the navigation).`
  await writeSection('offline', 'Offline start from the service worker', `${table}\n\n${notes}`)
  console.log(table)
}
