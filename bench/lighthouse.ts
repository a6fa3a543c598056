import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../tests/helpers/chromium'
import { startServer } from '../tests/helpers/server'
import { median, writeSection } from './report'

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }

/** Lighthouse's default (mobile, simulated slow 4G) run of one page. */
async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  const audits = lhr.audits as Record<string, Audit>
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script')
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptCount: scripts.length,
  }
}

export async function benchLighthouse(pages: { name: string; path: string }[] = [{ name: 'home', path: '/' }]) {
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const rows: string[] = []
  try {
    for (const page of pages) {
      const runs: Awaited<ReturnType<typeof audit>>[] = []
      for (let i = 0; i < 3; i++) runs.push(await audit(`http://localhost:${server.port}${page.path}`, chrome.port))
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]))
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
  const notes = `Lighthouse ${'13'}'s default mobile run (simulated slow 4G, 4× CPU slowdown) against \`npm start\`
on localhost, with Debian's Chromium. Aim: ≥ 95.`
  await writeSection('lighthouse', 'Pages in Lighthouse (mobile)', `${table}\n\n${notes}`)
  console.log(table)
}
