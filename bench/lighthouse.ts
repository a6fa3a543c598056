import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../tests/helpers/chromium'
import { startServer } from '../tests/helpers/server'
import { median, writeSection } from './report'
import { staticCopyOf } from './static-copy'

type Audit = { numericValue?: number; errorMessage?: string; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }

/** Lighthouse's default (mobile, simulated slow 4G) run of one page. */
async function audit(url: string, port: number, blockScripts: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // With every script blocked the page is what the server sent: the card page must paint from that alone.
    ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  const audits = lhr.audits as Record<string, Audit>
  const failed = lhr.runtimeError?.message ?? ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time'].map((id) => audits[id]?.errorMessage).find(Boolean)
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script')
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    failed,
  }
}

/** Lighthouse sometimes ends a run without a figure (an error of its own): such a run is made again, up to three times. */
const complete = (run: Awaited<ReturnType<typeof audit>>) => !run.failed && [run.lcp, run.fcp, run.tbt].every(Number.isFinite)

/** A page of the server, or (staticCopy) the same page saved as a static HTML file without its scripts: the baseline. */
export type AuditedPage = { name: string; path: string; blockScripts?: boolean; staticCopy?: boolean }

export async function benchLighthouse(pages: AuditedPage[]) {
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const rows: string[] = []
  const redone: string[] = []
  const cardLcp: { card?: number; copy?: number } = {}
  try {
    for (const page of pages) {
      const runs: Awaited<ReturnType<typeof audit>>[] = []
      const copy = page.staticCopy ? await staticCopyOf(`http://localhost:${server.port}`, page.path) : null
      const origin = copy?.url ?? `http://localhost:${server.port}`
      try {
        for (let tries = 0; runs.length < 3 && tries < 6; tries++) {
          const run = await audit(`${origin}${page.path}`, chrome.port, page.blockScripts ?? false)
          if (complete(run)) runs.push(run)
          else redone.push(`${page.name}: ${run.failed ?? 'no figure'}`)
        }
      } finally {
        await copy?.stop()
      }
      const pick = (key: 'score' | 'lcp' | 'fcp' | 'tbt' | 'scriptBytes' | 'scriptCount') => median(runs.map((run) => run[key]))
      if (page.path === '/vcard/demo') cardLcp[page.staticCopy ? 'copy' : 'card'] = pick('lcp')
      rows.push(
        `| ${page.name} (\`${page.path}\`) | **${pick('score')}** | ${Math.round(pick('lcp'))} ms | ${Math.round(pick('fcp'))} ms | ${Math.round(pick('tbt'))} ms | ${(pick('scriptBytes') / 1024).toFixed(1)} KiB in ${pick('scriptCount')} files |`,
      )
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  const table = [
    '| page | Lighthouse mobile performance (median of 3) | LCP | FCP | TBT | first-load JavaScript, as sent (brotli) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
  const notes = `Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) against \`npm start\` on
localhost, with Debian's Chromium. Aims: the card ≥ 98 with TBT ≤ 100 ms and LCP within 10 % of
the same card as a static HTML page (the baseline row: the page the server sends, saved as a file
without its scripts and served by a plain Node server, its photo and manifest passed through); home ≥ 95.
${redone.length > 0 ? `Runs Lighthouse ended without a figure, each made again: ${redone.join('; ')}.\n` : ''}${cardLcp.card && cardLcp.copy ? `The card's LCP is **${Math.round((cardLcp.card / cardLcp.copy) * 100)} %** of its static copy's (aim ≤ 110 %).` : ''}`
  await writeSection('lighthouse', 'Pages in Lighthouse (mobile)', `${table}\n\n${notes}`)
  console.log(table)
}
